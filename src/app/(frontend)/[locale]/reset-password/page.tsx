import { redirect } from 'next/navigation'
import { getLocale, getTranslations } from 'next-intl/server'

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
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ClientMessages namespaces={['ResetPasswordForm']}>
          <ResetPasswordForm token={token} />
        </ClientMessages>
      </div>
    </div>
  )
}
