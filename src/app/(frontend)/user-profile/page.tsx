import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { requireMember } from '@/features/accounts/session'
import { listOwnAlumniRegistrations } from '@/features/alumni/queries'
import { getProfile } from '@/features/people/queries'
import { OwnProfile } from '@/features/profile/components/own-profile'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

export async function generateMetadata(): Promise<Metadata> {
  return { title: pageTitle('Profile', await getSchoolName()), robots: { index: false } }
}

/** The signed-in member's own profile; visitors are sent to sign in and brought back. */
export default async function OwnProfilePage() {
  const member = await requireMember('/user-profile')
  const [profile, registrations] = await Promise.all([
    getProfile(member.id, member),
    listOwnAlumniRegistrations(member),
  ])
  // The account was deleted while its session cookie lived on: treat it as signed out.
  if (!profile) redirect('/login?next=%2Fuser-profile')
  return <OwnProfile profile={profile} registrations={registrations} />
}
