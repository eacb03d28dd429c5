import { useTranslations } from 'next-intl'

import type { User } from '@/payload-types'

import { useProfileChoices } from '@/features/accounts/components/choice-labels'
import { EditableCard } from './editable-card.client'
import { cardField, type TextKey } from './profile-values'

type Label = Parameters<ReturnType<typeof useTranslations<'OwnProfile'>>>[0]
type Field = readonly [name: TextKey, label: Label, type?: 'tel']

/** The profile cards that are only text and phones: each one's heading and fields, in order. */
export const TEXT_CARDS = {
  // Where the member is: post office and phone.
  location: {
    title: 'contactLocation',
    fields: [
      ['post_office', 'location'],
      ['phone', 'phone', 'tel'],
    ],
  },
  // The member's parents and local guardian, their phones, and which one takes the school's SMS.
  guardian: {
    title: 'guardianInfo',
    fields: [
      ['father_name', 'fatherName'],
      ['father_phone', 'fatherPhone', 'tel'],
      ['mother_name', 'motherName'],
      ['mother_phone', 'motherPhone', 'tel'],
      ['local_guardian_name', 'localGuardian'],
      ['local_guardian_phone', 'localGuardianPhone', 'tel'],
    ],
  },
  // The member's present and permanent address.
  address: {
    title: 'address',
    fields: [
      ['current_village', 'currentAddress'],
      ['village', 'permanentAddress'],
    ],
  },
} as const satisfies Record<string, { title: Label; fields: readonly Field[] }>

/** One of the profile's text-only edit cards, its boxes starting with what is stored. */
export function TextCard({ card, profile }: { card: keyof typeof TEXT_CARDS; profile: User }) {
  const t = useTranslations('OwnProfile')
  const choices = useProfileChoices()
  const { title, fields } = TEXT_CARDS[card]
  const boxes = fields.map(([name, label, type]: Field) =>
    cardField(profile, name, t(label), type ? { type } : {}),
  )
  if (card === 'guardian') {
    boxes.push(
      cardField(profile, 'broadcast_consent', t('schoolSms'), {
        type: 'select',
        options: choices.guardianContacts,
      }),
    )
  }
  return <EditableCard card={card} title={t(title)} fields={boxes} />
}
