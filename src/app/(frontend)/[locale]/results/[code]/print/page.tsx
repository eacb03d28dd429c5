import type { Metadata } from 'next'

import { SiteQrCode } from '@/components/layout/qr-code'
import { buttonClass } from '@/components/ui/button'
import { RoundImage } from '@/components/ui/media-image'
import { MarkSheet } from '@/features/results/components/mark-sheet'
import { PrintButton } from '@/features/results/components/print-button.client'
import { markSheetPageMetadata } from '@/features/results/page-metadata'
import { openMarkSheetPage } from '@/features/results/mark-sheet-page'
import { markSheetVerifyUrl } from '@/features/results/queries'
import { getSiteSettings } from '@/features/settings/queries'
import { localePath } from '@/i18n/locales'
import { enterLocale } from '@/i18n/server'

type Params = { params: Promise<{ locale: string; code: string }> }

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return markSheetPageMetadata(await enterLocale(params), 'ResultPrint')
}

/** A student's mark sheet for printing: the school's name and logo, and a QR code to verify it. */
export default async function ResultPrintPage({ params }: Params) {
  const [{ locale, code, sheet, schoolName, t, sheetText }, site] = await Promise.all([
    openMarkSheetPage(params, 'ResultPrint'),
    getSiteSettings(),
  ])
  const verifyUrl = markSheetVerifyUrl(code, locale)
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap justify-end gap-3 print:hidden">
        <a
          href={localePath(`/results/${code}/pdf`, locale)}
          download
          className={buttonClass('secondary')}
        >
          {sheetText('download')}
        </a>
        <PrintButton label={t('print')} />
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none">
        <header className="flex items-center gap-4 border-b-2 border-brand-900 pb-4">
          <RoundImage media={site.site_logo} px={64} alt="" />
          <div>
            <p className="text-lg leading-tight font-bold text-brand-900 sm:text-2xl">
              {schoolName}
            </p>
            <h1 className="mt-1 text-base font-semibold text-slate-700">{t('title')}</h1>
          </div>
        </header>
        <div className="mt-6">
          <MarkSheet sheet={sheet} headingId="mark-sheet-heading" />
        </div>
        <footer className="mt-8 flex flex-wrap items-end justify-between gap-6 border-t border-slate-200 pt-6">
          <p className="max-w-sm text-sm text-slate-700">
            {t('verifyAt')}
            <br />
            <span className="font-mono break-all">{verifyUrl}</span>
          </p>
          <div className="text-brand-900">
            <SiteQrCode url={verifyUrl} caption={t('scan')} label={t('qrLabel')} />
          </div>
        </footer>
      </div>
    </div>
  )
}
