import { ADULT_AGE } from '@/lib/constants'

/** Profile sections whose fields are private unless the owner makes them public. */
export const PROFILE_SECTIONS = ['contact', 'details', 'guardian', 'address', 'basic'] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]

/** Sections a member under 18 can never make public. */
export const ADULT_ONLY_SECTIONS: readonly ProfileSection[] = ['contact', 'guardian', 'address']

export type Visibility = Partial<Record<ProfileSection, boolean | null>> | null | undefined

/** Age in whole years on `today`; null when the birth date is unknown or invalid. */
export function ageOn(birthdate: string | null | undefined, today: Date): number | null {
  if (!birthdate) return null
  const born = new Date(birthdate)
  if (Number.isNaN(born.getTime())) return null
  let age = today.getUTCFullYear() - born.getUTCFullYear()
  const beforeBirthday =
    today.getUTCMonth() < born.getUTCMonth() ||
    (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate())
  if (beforeBirthday) age -= 1
  return age
}

/** Unknown age counts as a minor: the safe assumption for a school's members. */
export function isAdult(birthdate: string | null | undefined, today = new Date()): boolean {
  const age = ageOn(birthdate, today)
  return age !== null && age >= ADULT_AGE
}

export function canMakePublic(
  section: ProfileSection,
  birthdate: string | null | undefined,
  today = new Date(),
) {
  return !ADULT_ONLY_SECTIONS.includes(section) || isAdult(birthdate, today)
}

/** Whether a section is shown to people other than the owner and staff. */
export function isSectionPublic(
  profile: { visibility?: Visibility; birthdate?: string | null },
  section: ProfileSection,
  today = new Date(),
): boolean {
  return profile.visibility?.[section] === true && canMakePublic(section, profile.birthdate, today)
}

/** Drops public flags that the member's age does not allow. */
export function enforceVisibilityRules(
  visibility: Visibility,
  birthdate: string | null | undefined,
  today = new Date(),
): Record<ProfileSection, boolean> {
  const result = {} as Record<ProfileSection, boolean>
  for (const section of PROFILE_SECTIONS) {
    result[section] = visibility?.[section] === true && canMakePublic(section, birthdate, today)
  }
  return result
}
