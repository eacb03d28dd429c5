import type { ReactNode } from 'react'

import { listTickerNotices } from '@/features/notices/queries'
import { getSchoolName, getSiteSettings } from '@/features/site/queries'

import { ScrollToTop } from './scroll-to-top.client'
import { QuickLinksBar, SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** The document every public page shares (spec 2.2): header, main block, quick links, footer. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const [site, schoolName, notices] = await Promise.all([
    getSiteSettings(),
    getSchoolName(),
    // The frame still draws when notices cannot be read (the page shows its own error).
    listTickerNotices()
      .then((docs) => docs.map(({ id, title }) => ({ id, title })))
      .catch(() => []),
  ])
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <ScrollToTop />
        <SiteHeader site={site} schoolName={schoolName} notices={notices} />
        <main id="main" tabIndex={-1} className="flex-1 scroll-mt-24 focus:outline-none">
          {children}
        </main>
        <QuickLinksBar />
        <SiteFooter site={site} schoolName={schoolName} />
      </body>
    </html>
  )
}
