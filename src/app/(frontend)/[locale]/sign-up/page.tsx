import { connection } from 'next/server'
import { getTranslations } from 'next-intl/server'

import { FormPage } from '@/components/layout/form-page'
import { SignUpForm } from '@/features/accounts/components/sign-up-form.client'
import { privatePageMetadata } from '@/features/content/page-metadata'
import { ClientMessages } from '@/i18n/client-messages'
import { enterLocale, type LocaleParams } from '@/i18n/server'

export const generateMetadata = privatePageMetadata('SignUpPage.title')

export default async function SignUpPage({ params }: LocaleParams) {
  await enterLocale(params)
  // Rendered per request so its scripts carry the policy's nonce (a page that takes passwords).
  await connection()
  const t = await getTranslations('SignUpPage')
  return (
    <FormPage title={t('title')} intro={t('intro')} wide>
      <ClientMessages namespaces={['SignUpForm', 'ProfileChoices']}>
        <SignUpForm />
      </ClientMessages>
    </FormPage>
  )
}
