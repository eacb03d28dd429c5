import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/ui/error-card'
import { RichText } from '@/components/ui/rich-text'
import { PageBanner } from '@/components/ui/section'
import { getSchoolName, getTerms } from '@/features/settings/queries'
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
  const locale = await enterLocale(params)
  const [terms, t] = await Promise.all([getTerms(), getTranslations('TermsPage')])
  return (
    <>
      <PageBanner title={terms.title || t('title')} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        {terms.updatedAt ? (
          <p className="mb-6 text-sm text-slate-600">
            {t('lastUpdated', { date: formatDate(terms.updatedAt, locale) })}
          </p>
        ) : null}
        {terms.content ? (
          <RichText data={terms.content} />
        ) : (
          <EmptyState>{t('noResult')}</EmptyState>
        )}
      </div>
    </>
  )
}
