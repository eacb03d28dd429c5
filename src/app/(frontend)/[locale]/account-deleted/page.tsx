import { getTranslations } from 'next-intl/server'

import { ButtonLink } from '@/components/ui/button'
import { privatePageMetadata } from '@/features/content/page-metadata'
import { enterLocale, type LocaleParams } from '@/i18n/server'

export const generateMetadata = privatePageMetadata('AccountDeletedPage.title')

/** Where a member lands after deleting their account; the header notices the ended session. */
export default async function AccountDeletedPage({ params }: LocaleParams) {
  await enterLocale(params)
  const t = await getTranslations('AccountDeletedPage')
  return (
    <div className="mx-auto max-w-md px-4 py-12 text-center sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-3 text-slate-700">{t('text')}</p>
      <ButtonLink href="/" className="mt-8">
        {t('goHome')}
      </ButtonLink>
    </div>
  )
}
