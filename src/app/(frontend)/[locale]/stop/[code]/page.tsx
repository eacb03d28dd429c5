import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { getTranslations } from 'next-intl/server'

import { FormPage } from '@/components/layout/form-page'
import { StopSmsForm } from '@/features/broadcasts/components/stop-sms-form.client'
import { stopStatus } from '@/features/broadcasts/stop-sms'
import { privatePageMetadata } from '@/features/content/page-metadata'
import { maskedNumber } from '@/features/profile/guardian-phone-text'
import { ClientMessages } from '@/i18n/client-messages'
import { enterLocale } from '@/i18n/server'

export const generateMetadata = privatePageMetadata('SmsStop.title')

type Props = { params: Promise<{ locale: string; code: string }> }

/** The page an SMS's stop link opens: one button stops the school's SMS to that phone. */
export default async function StopSmsPage({ params }: Props) {
  await enterLocale(params)
  // Asks the database whether the number already stopped; never cached.
  await connection()
  const { code } = await params
  const status = await stopStatus(code)
  if (!status) notFound()
  const t = await getTranslations('SmsStop')
  const number = maskedNumber(status.number)
  return (
    <FormPage
      title={t('title')}
      intro={status.stopped ? t('already', { number }) : t('intro', { number })}
    >
      {status.stopped ? null : (
        <ClientMessages namespaces={['SmsStop']}>
          <StopSmsForm code={code} />
        </ClientMessages>
      )}
    </FormPage>
  )
}
