import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getPublicProfile } from '@/features/people/queries'
import { ProfileView } from '@/features/profile/components/profile-view'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

type Props = { params: Promise<{ id: string }> }

/** Profiles render on first visit and are then cached like every public page (revalidated on change). */
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const [schoolName, profile] = await Promise.all([getSchoolName(), getPublicProfile(id)])
  // Members are mostly children: their pages are never offered to search engines.
  const robots = { index: false, follow: false }
  if (!profile) return { title: pageTitle('Profile not found', schoolName), robots }
  return {
    title: pageTitle(`${profile.first_name} ${profile.last_name}`, schoolName),
    alternates: { canonical: `/user-profile/${profile.id}` },
    robots,
  }
}

/** Anyone's profile as the public sees it: private sections appear only where the owner made them public. */
export default async function PublicProfilePage({ params }: Props) {
  const { id } = await params
  const profile = await getPublicProfile(id)
  if (!profile) notFound()
  return <ProfileView profile={profile} own={false} />
}
