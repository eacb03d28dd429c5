import { useLocale, useTranslations } from 'next-intl'

import type { SelectOption } from '@/components/ui/form-field'
import {
  BLOOD_GROUPS,
  CLASS_CHOICES,
  GENDERS,
  GROUPS,
  GUARDIAN_CONTACTS,
  type GuardianContact,
  LANGUAGES,
  ROLE,
  SPECIALIZATIONS,
} from '@/lib/constants'
import { formatNumber } from '@/lib/format'
import type { User } from '@/payload-types'

/** The shown text of a stored choice; anything not in the list is shown as stored. */
export function choiceLabel<T extends string | null | undefined>(
  options: readonly SelectOption[],
  value: T,
): string | Exclude<T, string> {
  if (typeof value !== 'string') return value as Exclude<T, string>
  return options.find((option) => option.value === value)?.label ?? value
}

/**
 * A profile's choices as people read them in the page's language; the values sent and stored
 * stay the English ones the records and the API use.
 */
export function useProfileChoices() {
  const t = useTranslations('ProfileChoices')
  const locale = useLocale()
  const roles: Record<User['role'], string> = {
    [ROLE.student]: t('roleStudent'),
    [ROLE.teacher]: t('roleTeacher'),
    [ROLE.leadership]: t('roleLeadership'),
  }
  const genders: Record<(typeof GENDERS)[number], string> = {
    Male: t('genderMale'),
    Female: t('genderFemale'),
    Other: t('genderOther'),
  }
  const languages: Record<(typeof LANGUAGES)[number], string> = {
    English: t('languageEnglish'),
    Bangla: t('languageBangla'),
  }
  const groups: Record<(typeof GROUPS)[number], string> = {
    Science: t('groupScience'),
    Arts: t('groupArts'),
    Commerce: t('groupCommerce'),
  }
  const subjects: Record<(typeof SPECIALIZATIONS)[number], string> = {
    Bangla: t('subjectBangla'),
    English: t('subjectEnglish'),
    Mathematics: t('subjectMathematics'),
    Physics: t('subjectPhysics'),
    Chemistry: t('subjectChemistry'),
    Biology: t('subjectBiology'),
    Accounting: t('subjectAccounting'),
    'Business Studies': t('subjectBusinessStudies'),
    Economics: t('subjectEconomics'),
    History: t('subjectHistory'),
    Geography: t('subjectGeography'),
    ICT: t('subjectIct'),
  }
  const guardianContacts: Record<GuardianContact, string> = {
    father: t('smsToFather'),
    mother: t('smsToMother'),
    local_guardian: t('smsToLocalGuardian'),
  }
  return {
    roles,
    classes: CLASS_CHOICES.map((value) => ({ value, label: formatNumber(Number(value), locale) })),
    groups: GROUPS.map((value) => ({ value, label: groups[value] })),
    specializations: SPECIALIZATIONS.map((value) => ({ value, label: subjects[value] })),
    bloodGroups: BLOOD_GROUPS.map((value) => ({ value, label: value })),
    genders: GENDERS.map((value) => ({ value, label: genders[value] })),
    languages: LANGUAGES.map((value) => ({ value, label: languages[value] })),
    guardianContacts: GUARDIAN_CONTACTS.map((value) => ({ value, label: guardianContacts[value] })),
  }
}
