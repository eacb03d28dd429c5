import { redirect } from 'next/navigation'

import { requireMember } from '@/features/accounts/session'
import { listOwnAlumniRegistrations } from '@/features/alumni/queries'
import { privatePageMetadata } from '@/features/content/page-metadata'
import { getProfile } from '@/features/people/queries'
import { OwnProfile } from '@/features/profile/components/own-profile'
import { ClientMessages } from '@/i18n/client-messages'
import { localePath } from '@/i18n/locales'
import { enterLocale, type LocaleParams } from '@/i18n/server'

export const generateMetadata = privatePageMetadata('ProfilePage.title')

/** The signed-in member's own profile; visitors are sent to sign in and brought back. */
export default async function OwnProfilePage({ params }: LocaleParams) {
  const locale = await enterLocale(params)
  const member = await requireMember('/user-profile')
  const [profile, registrations] = await Promise.all([
    getProfile(member.id, member),
    listOwnAlumniRegistrations(member),
  ])
  // The account was deleted while its session cookie lived on: treat it as signed out.
  if (!profile) redirect(localePath('/login?next=%2Fuser-profile', locale))
  return (
    <ClientMessages
      namespaces={[
        'ProfileEditCard',
        'ProfilePrivacy',
        'ProfileDeleteAccount',
        'ProfilePicture',
        'ProfileCopyLink',
        'GuardianSms',
      ]}
    >
      <OwnProfile profile={profile} registrations={registrations} />
    </ClientMessages>
  )
}
