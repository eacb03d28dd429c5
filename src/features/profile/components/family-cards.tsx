import { useTranslations } from 'next-intl'

import type { User } from '@/payload-types'

import { useProfileChoices } from './choice-labels'
import { EditableCard } from './editable-card.client'
import { cardField } from './profile-values'

/** The member's parents and local guardian, their phones, and which one takes the school's SMS. */
export function GuardianCard({ profile }: { profile: User }) {
  const t = useTranslations('OwnProfile')
  const choices = useProfileChoices()
  return (
    <EditableCard
      card="guardian"
      title={t('guardianInfo')}
      fields={[
        cardField(profile, 'father_name', t('fatherName')),
        cardField(profile, 'father_phone', t('fatherPhone'), { type: 'tel' }),
        cardField(profile, 'mother_name', t('motherName')),
        cardField(profile, 'mother_phone', t('motherPhone'), { type: 'tel' }),
        cardField(profile, 'local_guardian_name', t('localGuardian')),
        cardField(profile, 'local_guardian_phone', t('localGuardianPhone'), { type: 'tel' }),
        cardField(profile, 'broadcast_consent', t('schoolSms'), {
          type: 'select',
          options: choices.guardianContacts,
        }),
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
        cardField(profile, 'current_village', t('currentAddress')),
        cardField(profile, 'village', t('permanentAddress')),
      ]}
    />
  )
}
