import { useTranslations } from 'next-intl'

import type { User } from '@/payload-types'

import { EditableCard } from './editable-card.client'
import { v } from './profile-values'

/** Where the member is: post office and phone. */
export function LocationCard({ profile }: { profile: User }) {
  const t = useTranslations('OwnProfile')
  return (
    <EditableCard
      card="location"
      title={t('contactLocation')}
      fields={[
        { name: 'post_office', label: t('location'), value: v(profile.post_office) },
        { name: 'phone', label: t('phone'), value: v(profile.phone), type: 'tel' },
      ]}
    />
  )
}

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
        { name: 'phone', label: t('phone'), value: v(profile.phone), type: 'tel' },
        {
          name: 'alternative_phone',
          label: t('alternativePhone'),
          value: v(profile.alternative_phone),
          type: 'tel',
        },
        {
          name: 'emergency_phone',
          label: t('emergencyPhone'),
          value: v(profile.emergency_phone),
          type: 'tel',
        },
      ]}
    />
  )
}
