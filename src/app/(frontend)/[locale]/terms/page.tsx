import type { Metadata } from 'next'

import { EmptyState } from '@/components/ui/error-card'
import { RichText } from '@/components/ui/rich-text'
import { PageBanner } from '@/components/ui/section'
import { getSchoolName, getTerms } from '@/features/site/queries'
import { formatDate } from '@/lib/format'
import { pageTitle } from '@/lib/page-title'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { pageAlternates } from '@/i18n/locales'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [schoolName, terms] = await Promise.all([getSchoolName(), getTerms()])
  return {
    title: pageTitle(terms.title || 'Terms', schoolName),
    description: `The terms for event registrations and use of the ${schoolName} website.`,
    alternates: pageAlternates('/terms', locale),
  }
}

export default async function TermsPage({ params }: LocaleParams) {
  await enterLocale(params)
  const terms = await getTerms()
  return (
    <>
      <PageBanner title={terms.title || 'Terms and Conditions'} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        {terms.updatedAt ? (
          <p className="mb-6 text-sm text-slate-600">Last updated {formatDate(terms.updatedAt)}</p>
        ) : null}
        {terms.content ? (
          <RichText data={terms.content} />
        ) : (
          <EmptyState>No Result Found</EmptyState>
        )}
      </div>
    </>
  )
}
