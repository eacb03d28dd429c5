import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { enterLocale, type LocaleParams } from '@/i18n/server'

/**
 * Any other address inside a language gets the site's 404 in that language. Rendered like the
 * detail pages (whole, then sent), so the answer keeps the 404 status instead of streaming a 200.
 */
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await enterLocale(params)
  notFound()
}

export default async function UnknownPage({ params }: LocaleParams) {
  await enterLocale(params)
  notFound()
}
