import { headers } from 'next/headers'
import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'

import { asGateKeeper } from '@/access/user-kinds'
import { privatePageMetadata } from '@/features/content/page-metadata'
import { CheckInForm } from '@/features/reunions/components/check-in-form.client'
import { ClientMessages } from '@/i18n/client-messages'
import { localePath } from '@/i18n/locales'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

export const generateMetadata = privatePageMetadata('CheckIn.title')

/** The reunion gate: staff and volunteers check entry cards in from their phones. */
export default async function CheckInPage({ params }: LocaleParams) {
  const locale = await enterLocale(params)
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() }).catch(() => ({ user: null }))
  const gateKeeper = asGateKeeper(user)
  const t = await getTranslations('CheckIn')
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      {gateKeeper ? (
        <>
          <p className="mt-2 text-slate-700">{t('intro')}</p>
          <ClientMessages namespaces={['CheckIn']}>
            <CheckInForm />
          </ClientMessages>
        </>
      ) : (
        <p className="mt-4 text-slate-700">
          {t('signIn')}{' '}
          <NextLink
            // Back to the gate in the page's language once signed in.
            href={`/admin/login?redirect=${encodeURIComponent(localePath('/check-in', locale))}`}
            className="font-semibold text-brand-700 underline"
          >
            {t('signInLink')}
          </NextLink>
        </p>
      )}
    </div>
  )
}
