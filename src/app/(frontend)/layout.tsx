import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { ScrollToTop } from '@/components/layout/scroll-to-top.client'
import { SiteFooter, QuickLinksBar } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { getSchoolName, getSiteSettings } from '@/features/site/queries'
import { env } from '@/lib/env'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const schoolName = await getSchoolName()
  return {
    metadataBase: new URL(env.SERVER_URL),
    applicationName: schoolName,
    openGraph: { siteName: schoolName, type: 'website', locale: 'en_BD' },
    twitter: { card: 'summary_large_image' },
  }
}

export const viewport: Viewport = {
  themeColor: '#17603c',
  width: 'device-width',
  initialScale: 1,
}

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const [site, schoolName] = await Promise.all([getSiteSettings(), getSchoolName()])
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <ScrollToTop />
        <SiteHeader site={site} schoolName={schoolName} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <QuickLinksBar />
        <SiteFooter site={site} schoolName={schoolName} />
      </body>
    </html>
  )
}
