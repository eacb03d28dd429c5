import { redirect } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'

import { FormMessage } from '@/components/ui/form-field'
import { LoginForm } from '@/features/accounts/components/login-form.client'
import { getSessionMember, safeNextPath } from '@/features/accounts/session'
import { privatePageMetadata } from '@/features/content/page-metadata'
import { ClientMessages } from '@/i18n/client-messages'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { localePath } from '@/i18n/locales'

type Props = { searchParams: Promise<{ next?: string | string[]; reset?: string }> }

export const generateMetadata = privatePageMetadata('LoginPage.title')

export default async function LoginPage({ params, searchParams }: Props & LocaleParams) {
  await enterLocale(params)
  const query = await searchParams
  const raw = query.next
  const next = safeNextPath(Array.isArray(raw) ? raw[0] : raw)
  if (await getSessionMember()) redirect(localePath(next, await getLocale()))
  const t = await getTranslations('LoginPage')
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      {query.reset === '1' ? (
        <div className="mt-6">
          <FormMessage title={t('resetTitle')} text={t('resetText')} ok />
        </div>
      ) : null}
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ClientMessages namespaces={['LoginForm']}>
          <LoginForm next={next} />
        </ClientMessages>
      </div>
    </div>
  )
}
