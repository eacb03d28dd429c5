import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteAlerts } from '@/features/alerts/components/site-alerts'
import { listTickerNotices } from '@/features/notices/queries'
import { getSchoolName, getSiteSettings } from '@/features/settings/queries'
import { SHELL_NAMESPACES } from '@/i18n/client-messages'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'

import { DrawRestOfPage } from '@/components/layout/draw-rest.client'
import { ScrollToTop } from '@/components/layout/scroll-to-top.client'
import { QuickLinksBar, SiteFooter } from '@/components/layout/site-footer'
import { PreviewBar } from './preview-bar'
import { SiteHeader } from './site-header'

/** The document every public page shares: header, main block, quick links, footer. */
export async function SiteShell({
  children,
  locale = DEFAULT_LOCALE,
}: {
  children: ReactNode
  locale?: Locale
}) {
  // The not-found page renders outside the localised routes; everything inside speaks `locale`.
  setRequestLocale(locale)
  const [site, schoolName, notices, t, messages] = await Promise.all([
    getSiteSettings(),
    getSchoolName(),
    // The frame still draws when notices cannot be read (the page shows its own error).
    listTickerNotices()
      .then((docs) => docs.map(({ id, title }) => ({ id, title })))
      .catch(() => []),
    getTranslations({ locale, namespace: 'Shell' }),
    getMessages({ locale }),
  ])
  const clientMessages = Object.fromEntries(
    SHELL_NAMESPACES.filter((key) => key in messages).map((key) => [key, messages[key]]),
  )
  return (
    <html lang={locale} data-scroll-behavior="smooth">
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <ScrollToTop />
          <DrawRestOfPage />
          <PreviewBar locale={locale} />
          <SiteAlerts locale={locale} />
          <SiteHeader site={site} schoolName={schoolName} notices={notices} />
          <main id="main" tabIndex={-1} className="flex-1 scroll-mt-24 focus:outline-none">
            {children}
          </main>
          <QuickLinksBar />
          <SiteFooter site={site} schoolName={schoolName} />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
