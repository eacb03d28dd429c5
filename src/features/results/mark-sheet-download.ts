import 'server-only'

import { getSiteSettingsIn } from '@/features/settings/queries'
import { DEFAULT_SCHOOL_NAME } from '@/globals/Site'
import type { Locale } from '@/i18n/locales'
import { API_LIMITS, RESULT_LOOKUPS } from '@/lib/api-rate-limits'
import { env } from '@/lib/env'
import { limitedSharp } from '@/lib/image-pixels'
import { configuredStorage, openStoredFile } from '@/lib/storage/object-storage'
import type { Media } from '@/payload-types'

import { guesserOf } from './look-up-result'
import { markSheetPdf } from './mark-sheet-pdf'
import { findMarkSheet, markSheetVerifyUrl } from './queries'

/** The logo, read once per upload: the same picture is on every sheet of the day. */
let keptLogo: { key: string; png: Promise<Buffer | null> } | null = null

/** The school's logo as a 192 px square PNG (pdfkit draws PNG and JPEG), or null without one. */
function logoPng(logo: Media | number | null | undefined): Promise<Buffer | null> {
  if (!logo || typeof logo !== 'object' || !logo.filename) return Promise.resolve(null)
  const small = logo.sizes?.thumbnail?.filename ? logo.sizes.thumbnail : logo
  const filename = small.filename as string
  const key = `${logo.id}:${logo.updatedAt}:${filename}`
  if (keptLogo?.key === key) return keptLogo.png
  const png = openStoredFile(configuredStorage, env.MEDIA_DIR, 'media', {
    filename,
    prefix: logo.prefix,
  })
    .then(async (stored) => {
      if (!stored) return null
      const bytes = Buffer.from(await new Response(stored.body).arrayBuffer())
      return limitedSharp(bytes).resize(192, 192, { fit: 'cover' }).png().toBuffer()
    })
    // A sheet without its logo is still the sheet.
    .catch(() => null)
  keptLogo = { key, png }
  return png
}

/**
 * A mark sheet as a PDF file in `locale`, by its code, under the print page's rule: while its
 * exam is public; null otherwise. Behind the lookup's guard (an address that spent its failures
 * is refused, an unknown code is a failure) and the PDF's own allowances per address and per
 * sheet (lib/limit-settings): a RateLimitError past them.
 */
export async function markSheetDownload(
  code: string,
  locale: Locale,
  sender: { address: string },
): Promise<{ filename: string; pdf: Buffer } | null> {
  const parties = { address: guesserOf(sender), account: `sheet:${code}` }
  await RESULT_LOOKUPS.check(parties)
  await API_LIMITS.markSheetPdfByAddress.consume(sender.address)
  await API_LIMITS.markSheetPdfBySheet.consume(code)
  const sheet = await findMarkSheet(code)
  if (!sheet) {
    await RESULT_LOOKUPS.failed(parties)
    return null
  }
  const site = await getSiteSettingsIn(locale)
  const pdf = await markSheetPdf(sheet, {
    locale,
    schoolName: site.school_name?.trim() || DEFAULT_SCHOOL_NAME,
    logoPng: await logoPng(site.site_logo),
    verifyUrl: markSheetVerifyUrl(code, locale),
  })
  return {
    filename: `mark-sheet-${sheet.exam.year}-class-${sheet.class}-roll-${sheet.roll}.pdf`,
    pdf,
  }
}
