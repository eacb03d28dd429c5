import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { getSessionMember } from '@/features/accounts/session'
import { getProfile } from '@/features/people/queries'
import { ProfileView } from '@/features/profile/components/profile-view'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

export async function generateMetadata(): Promise<Metadata> {
  return { title: pageTitle('Profile', await getSchoolName()), robots: { index: false } }
}

/** The signed-in member's own profile; visitors are sent to sign in and brought back. */
export default async function OwnProfilePage() {
  const member = await getSessionMember()
  if (!member) redirect('/login?next=/user-profile')
  const profile = await getProfile(member.id, member)
  if (!profile) redirect('/login?next=/user-profile')
  return <ProfileView profile={profile} own />
}
