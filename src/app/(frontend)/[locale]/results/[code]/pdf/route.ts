import { markSheetDownload } from '@/features/results/mark-sheet-download'
import { isLocale } from '@/i18n/locales'

type Context = { params: Promise<{ locale: string; code: string }> }

/**
 * A mark sheet as a PDF download (`/results/{code}/pdf`, in Bangla under /bn), opened by the
 * same unguessable code as the print page and only while the exam's results are public.
 */
export async function GET(_request: Request, { params }: Context) {
  const { locale, code } = await params
  const download = isLocale(locale) ? await markSheetDownload(code, locale) : null
  if (!download)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
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
