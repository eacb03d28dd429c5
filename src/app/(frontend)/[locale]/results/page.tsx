import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/ui/error-card'
import { PageBanner } from '@/components/ui/section'
import { ResultLookupForm } from '@/features/results/components/result-lookup-form.client'
import { listExamChoices } from '@/features/results/queries'
import { getSchoolName } from '@/features/settings/queries'
import { ClientMessages } from '@/i18n/client-messages'
import { pageAlternates } from '@/i18n/locales'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { pageTitle } from '@/lib/page-title'

// No timed refresh (one mid-rush kept visitors waiting): redrawn when an exam changes or is published.
export const revalidate = false

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [schoolName, t] = await Promise.all([
    getSchoolName(),
    getTranslations({ locale, namespace: 'ResultsPage' }),
  ])
  return {
    title: pageTitle(t('title'), schoolName),
    description: t('description', { schoolName }),
    alternates: pageAlternates('/results', locale),
    // Children's results stay out of search engines (docs/decisions.md, 'Results need two facts').
    robots: { index: false, follow: false },
  }
}

export default async function ResultsPage({ params }: LocaleParams) {
  const locale = await enterLocale(params)
  const [exams, t] = await Promise.all([
    listExamChoices(locale),
    getTranslations({ locale, namespace: 'ResultsPage' }),
  ])
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        {exams.length === 0 ? (
          <EmptyState>{t('noExams')}</EmptyState>
        ) : (
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <ClientMessages namespaces={['ResultsForm', 'MarkSheet']}>
              <ResultLookupForm exams={exams} />
            </ClientMessages>
          </div>
        )}
        <p className="mt-6 text-sm text-slate-600">{t('privacy')}</p>
      </div>
    </>
  )
}
