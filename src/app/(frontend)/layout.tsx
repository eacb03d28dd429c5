import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { env } from '@/lib/env'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(env.SERVER_URL),
}

export const viewport: Viewport = {
  themeColor: '#17603c',
  width: 'device-width',
  initialScale: 1,
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">{children}</body>
    </html>
  )
}
