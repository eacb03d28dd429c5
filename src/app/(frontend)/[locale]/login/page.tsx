import { redirect } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'

import { FormPage } from '@/components/layout/form-page'
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
    <FormPage
      title={t('title')}
      intro={t('intro')}
      notice={
        query.reset === '1' ? (
          <div className="mt-6">
            <FormMessage title={t('resetTitle')} text={t('resetText')} ok />
          </div>
        ) : null
      }
    >
      <ClientMessages namespaces={['LoginForm']}>
        <LoginForm next={next} />
      </ClientMessages>
    </FormPage>
  )
}
