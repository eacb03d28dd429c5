import { useLocale, useTranslations } from 'next-intl'

import { formatDate } from '@/lib/format'
import type { User } from '@/payload-types'

import { choiceLabel, useProfileChoices } from '@/features/accounts/components/choice-labels'
import { EditableCard } from './editable-card.client'
import { cardField, v } from './profile-values'

/** Gender, birthday and language. */
export function BasicInfoCard({ profile }: { profile: User }) {
  const t = useTranslations('OwnProfile')
  const locale = useLocale()
  const choices = useProfileChoices()
  const birthday = profile.birthdate ? profile.birthdate.slice(0, 10) : ''
  return (
    <EditableCard
      card="basic"
      title={t('basicInfo')}
      rows={[
        [t('gender'), v(choiceLabel(choices.genders, profile.gender))],
        [t('birthday'), birthday ? formatDate(birthday, locale, '') : ''],
        [t('language'), v(choiceLabel(choices.languages, profile.language))],
      ]}
      fields={[
        cardField(profile, 'gender', t('gender'), { type: 'select', options: choices.genders }),
        { name: 'birthdate', label: t('birthday'), value: birthday, type: 'date' },
        cardField(profile, 'language', t('language'), {
          type: 'select',
          options: choices.languages,
        }),
      ]}
    />
  )
}

/** The member's hobbies, one per line when edited. */
export function HobbiesCard({ profile }: { profile: User }) {
  const t = useTranslations('OwnProfile')
  return (
    <EditableCard
      card="hobbies"
      title={t('hobbies')}
      empty={t('noHobbies')}
      fields={[
        {
          name: 'hobbies',
          label: t('hobbies'),
          value: (profile.hobbies ?? []).map((h) => h.value).join('\n'),
          type: 'lines',
        },
      ]}
    />
  )
}
