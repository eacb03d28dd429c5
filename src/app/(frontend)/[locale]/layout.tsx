import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteShell } from '@/features/site/components/site-shell'
import { getSchoolName } from '@/features/settings/queries'
import { LOCALE_TAGS, LOCALES } from '@/i18n/locales'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { BRAND_COLOR, EMBLEM_ICON_URL } from '@/lib/brand'
import { env } from '@/lib/env'

import '../globals.css'

/** Every page is rendered once per language. */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params)
  const schoolName = await getSchoolName()
  return {
    metadataBase: new URL(env.SERVER_URL),
    applicationName: schoolName,
    openGraph: {
      siteName: schoolName,
      type: 'website',
      locale: LOCALE_TAGS[locale].replace('-', '_'),
    },
    twitter: { card: 'summary_large_image' },
    icons: {
      icon: [{ url: EMBLEM_ICON_URL, type: 'image/svg+xml' }],
      apple: [{ url: '/icons/apple-icon.png', sizes: '180x180', type: 'image/png' }],
    },
  }
}

export const viewport: Viewport = {
  themeColor: BRAND_COLOR,
  width: 'device-width',
  initialScale: 1,
}

export default async function FrontendLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  const locale = await enterLocale(params)
  return <SiteShell locale={locale}>{children}</SiteShell>
}
