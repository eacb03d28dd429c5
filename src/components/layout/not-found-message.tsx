import { useLocale, useTranslations } from 'next-intl'

import { ButtonLink } from '@/components/ui/button'
import { localiseDigits } from '@/lib/digits'
import { pageTitle } from '@/lib/page-title'

/** The body of every 404: what is missing, in the old site's words where it has them, and a way home. */
export function NotFoundMessage({ title, text }: { title?: string; text?: string }) {
  const t = useTranslations('NotFound')
  const locale = useLocale()
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">{localiseDigits('404', locale)}</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{title ?? t('title')}</h1>
      <p className="mt-3 text-slate-700">{text ?? t('text')}</p>
      <ButtonLink href="/" className="mt-8">
        {t('backHome')}
      </ButtonLink>
    </div>
  )
}

/** The 404's document title in the page's language. */
export function NotFoundTitle({ schoolName }: { schoolName: string }) {
  const t = useTranslations('NotFound')
  return <title>{pageTitle(t('title'), schoolName)}</title>
}
