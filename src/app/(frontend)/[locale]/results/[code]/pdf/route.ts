import { markSheetDownload } from '@/features/results/mark-sheet-download'
import { isLocale } from '@/i18n/locales'
import { localiseMessage } from '@/i18n/localise-message'
import { RateLimitError } from '@/lib/errors'
import { clientAddress } from '@/lib/rate-limit'

type Context = { params: Promise<{ locale: string; code: string }> }

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  })

/**
 * A mark sheet as a PDF download (`/results/{code}/pdf`, in Bangla under /bn), opened by the
 * same unguessable code as the print page and only while the exam's results are public; 429 with
 * the limits' message in the page's language past the PDF's allowances.
 */
export async function GET(request: Request, { params }: Context) {
  const { locale, code } = await params
  if (!isLocale(locale)) return text('Not found', 404)
  let download: Awaited<ReturnType<typeof markSheetDownload>>
  try {
    download = await markSheetDownload(code, locale, { address: clientAddress(request.headers) })
  } catch (error) {
    if (!(error instanceof RateLimitError)) throw error
    return text(localiseMessage(error.message, locale), 429, {
      'Retry-After': String(error.retryAfterSeconds),
    })
  }
  if (!download) return text('Not found', 404)
  return new Response(new Uint8Array(download.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(download.pdf.length),
      'Content-Disposition': `attachment; filename="${download.filename}"`,
      // Results may be corrected and imported again: the sheet is drawn afresh each time.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
