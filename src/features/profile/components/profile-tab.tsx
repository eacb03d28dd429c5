import { useTranslations } from 'next-intl'

import { isStudent } from '@/lib/constants'
import { canMakePublic, type ProfileSection } from '@/lib/profile-privacy'
import type { User } from '@/payload-types'

import { BasicInfoCard, HobbiesCard } from './about-cards'
import { ContactCard } from './contact-cards'
import { DeleteAccount } from './delete-account.client'
import { GuardianSmsCard } from './guardian-sms-card'
import { PrivacySettings, type PrivacyRow } from './privacy-settings.client'
import { ProfileHeader } from './profile-header'
import { SchoolDetailsCard } from './school-details-card'
import { TextCard } from './text-cards'

/** The privacy switches, in the order the page lists them. */
const SECTION_LABELS = {
  details: 'sectionDetails',
  contact: 'sectionContact',
  guardian: 'sectionGuardian',
  address: 'sectionAddress',
  basic: 'sectionBasic',
} as const satisfies Record<ProfileSection, string>

/** The Profile tab: the member's header, every edit card, the privacy switches and deletion. */
export function ProfileTab({ profile, name }: { profile: User; name: string }) {
  const t = useTranslations('OwnProfile')
  const privacy: PrivacyRow[] = (Object.keys(SECTION_LABELS) as ProfileSection[]).map(
    (section) => ({
      section,
      label: t(SECTION_LABELS[section]),
      isPublic: profile.visibility?.[section] === true,
      locked: canMakePublic(section, profile.birthdate) ? null : t('lockedUnder18'),
    }),
  )
  return (
    <div className="space-y-6">
      <ProfileHeader profile={profile} name={name} />
      <div className="grid gap-6 xl:grid-cols-2">
        <TextCard card="location" profile={profile} />
        <SchoolDetailsCard profile={profile} />
        <ContactCard profile={profile} />
        <TextCard card="guardian" profile={profile} />
        {isStudent(profile.role) ? <GuardianSmsCard profile={profile} /> : null}
        <TextCard card="address" profile={profile} />
        <BasicInfoCard profile={profile} />
        <HobbiesCard profile={profile} />
        <PrivacySettings rows={privacy} />
        <DeleteAccount />
      </div>
    </div>
  )
}
