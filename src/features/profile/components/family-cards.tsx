import { useTranslations } from 'next-intl'

import type { User } from '@/payload-types'

import { EditableCard } from './editable-card.client'
import { v } from './profile-values'

/** The member's parents and local guardian, with their phones. */
export function GuardianCard({ profile }: { profile: User }) {
  const t = useTranslations('OwnProfile')
  return (
    <EditableCard
      card="guardian"
      title={t('guardianInfo')}
      fields={[
        { name: 'father_name', label: t('fatherName'), value: v(profile.father_name) },
        {
          name: 'father_phone',
          label: t('fatherPhone'),
          value: v(profile.father_phone),
          type: 'tel',
        },
        { name: 'mother_name', label: t('motherName'), value: v(profile.mother_name) },
        {
          name: 'mother_phone',
          label: t('motherPhone'),
          value: v(profile.mother_phone),
          type: 'tel',
        },
        {
          name: 'local_guardian_name',
          label: t('localGuardian'),
          value: v(profile.local_guardian_name),
        },
        {
          name: 'local_guardian_phone',
          label: t('localGuardianPhone'),
          value: v(profile.local_guardian_phone),
          type: 'tel',
        },
      ]}
    />
  )
}

/** The member's present and permanent address. */
export function AddressCard({ profile }: { profile: User }) {
  const t = useTranslations('OwnProfile')
  return (
    <EditableCard
      card="address"
      title={t('address')}
      fields={[
        {
          name: 'current_village',
          label: t('currentAddress'),
          value: v(profile.current_village),
        },
        { name: 'village', label: t('permanentAddress'), value: v(profile.village) },
      ]}
    />
  )
}
