import { redirect } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'

import { FormPage } from '@/components/layout/form-page'
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form.client'
import { privatePageMetadata } from '@/features/content/page-metadata'
import { ClientMessages } from '@/i18n/client-messages'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { localePath } from '@/i18n/locales'

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export const generateMetadata = privatePageMetadata('ResetPasswordPage.title', {
  // The token must not leak to other sites through the Referer header.
  referrer: 'no-referrer',
})

/**
 * Opened from the reset e-mail; without a token there is nothing to reset
 * (docs/decisions.md, 'Password reset needs a secret link').
 */
export default async function ResetPasswordPage({ params, searchParams }: Props & LocaleParams) {
  await enterLocale(params)
  const raw = (await searchParams).token
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim()
  if (!token) redirect(localePath('/login', await getLocale()))
  const t = await getTranslations('ResetPasswordPage')
  return (
    <FormPage title={t('title')} intro={t('intro')}>
      <ClientMessages namespaces={['ResetPasswordForm']}>
        <ResetPasswordForm token={token} />
      </ClientMessages>
    </FormPage>
  )
}
