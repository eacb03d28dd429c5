import { useTranslations } from 'next-intl'

import { consentedNumber } from '@/collections/Users/hooks/confirm-guardian-phone'
import type { User } from '@/payload-types'

import { maskedNumber } from '../guardian-phone-text'

import { GuardianSmsForms } from './guardian-sms.client'
import { ProfileBox } from './profile-box'

/**
 * A student's card for the school's SMS to their family: which number takes them, and whether
 * the guardian (or the office) has confirmed it; until then the school sends it nothing.
 */
export function GuardianSmsCard({ profile }: { profile: User }) {
  const t = useTranslations('GuardianSms')
  const number = consentedNumber(profile)
  const confirmed = number !== null && profile.guardian_sms_confirmed === number
  return (
    <ProfileBox title={t('title')}>
      {number === null ? (
        <p className="mt-3 text-slate-700">{t('noNumber')}</p>
      ) : confirmed ? (
        <p className="mt-3 font-medium text-brand-900">
          {t('confirmed', { number: maskedNumber(number) })}
        </p>
      ) : (
        <>
          <p className="mt-3 text-slate-700">
            {t('unconfirmed', { number: maskedNumber(number) })}
          </p>
          <GuardianSmsForms masked={maskedNumber(number)} />
        </>
      )}
    </ProfileBox>
  )
}
