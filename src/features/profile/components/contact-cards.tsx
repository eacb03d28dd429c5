import { useTranslations } from 'next-intl'

import type { User } from '@/payload-types'

import { EditableCard } from './editable-card.client'
import { cardField, v } from './profile-values'

/** Every way to reach the member: phones and e-mail. */
export function ContactCard({ profile }: { profile: User }) {
  const t = useTranslations('OwnProfile')
  return (
    <EditableCard
      card="contact"
      title={t('contactInfo')}
      rows={[
        [t('phone'), v(profile.phone)],
        [t('email'), v(profile.email)],
        [t('alternativePhone'), v(profile.alternative_phone)],
        [t('emergencyPhone'), v(profile.emergency_phone)],
      ]}
      fields={[
        cardField(profile, 'phone', t('phone'), { type: 'tel' }),
        cardField(profile, 'alternative_phone', t('alternativePhone'), { type: 'tel' }),
        cardField(profile, 'emergency_phone', t('emergencyPhone'), { type: 'tel' }),
      ]}
    />
  )
}
