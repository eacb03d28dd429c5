import { draftMode } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { LEAVE_PREVIEW_ROUTE } from '@/lib/preview'

/** Whether this request renders in draft mode (outside a request, as in a build, it does not). */
async function previewing(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/**
 * A staff member previewing unpublished changes sees it said above the page, with a way back to
 * the public page; nothing is drawn (and no script added) outside draft mode.
 */
export async function PreviewBar({ locale }: { locale: Locale }) {
  if (!(await previewing())) return null
  const t = await getTranslations({ locale, namespace: 'Preview' })
  return (
    <div
      data-preview-bar
      className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 print:hidden"
    >
      {t('notice')} {/* A plain link: a prefetch would end the preview before it is chosen. */}
      <a href={LEAVE_PREVIEW_ROUTE} className="font-semibold underline">
        {t('leave')}
      </a>
    </div>
  )
}
