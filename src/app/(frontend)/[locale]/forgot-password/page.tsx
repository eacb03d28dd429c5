import { connection } from 'next/server'
import { getTranslations } from 'next-intl/server'

import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form.client'
import { privatePageMetadata } from '@/features/content/page-metadata'
import { ClientMessages } from '@/i18n/client-messages'
import { enterLocale, type LocaleParams } from '@/i18n/server'

export const generateMetadata = privatePageMetadata('ForgotPasswordPage.title')

export default async function ForgotPasswordPage({ params }: LocaleParams) {
  await enterLocale(params)
  // Rendered per request so its scripts carry the policy's nonce (a page that takes passwords).
  await connection()
  const t = await getTranslations('ForgotPasswordPage')
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ClientMessages namespaces={['ForgotPasswordForm']}>
          <ForgotPasswordForm />
        </ClientMessages>
      </div>
    </div>
  )
}
