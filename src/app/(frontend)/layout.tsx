import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteShell } from '@/components/layout/site-shell'
import { getSchoolName } from '@/features/site/queries'
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

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}
