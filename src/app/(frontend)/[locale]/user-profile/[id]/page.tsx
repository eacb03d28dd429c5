import { notFound } from 'next/navigation'

import { itemPageMetadata } from '@/features/content/page-metadata'
import { getPublicProfile } from '@/features/people/queries'
import { ProfileView } from '@/features/profile/components/profile-view'
import { enterItemPage, type ItemParams } from '@/i18n/server'

/** Profiles render on first visit and are then cached like every public page (revalidated on change). */
export async function generateStaticParams() {
  return []
}

export const generateMetadata = itemPageMetadata({
  load: getPublicProfile,
  notFoundTitle: 'ProfilePage.notFoundTitle',
  describe: (profile) => ({
    title: `${profile.first_name} ${profile.last_name}`,
    path: `/user-profile/${profile.id}`,
  }),
  // Members are mostly children: their pages are never offered to search engines.
  robots: { index: false, follow: false },
})

/** Anyone's profile as the public sees it: private sections appear only where the owner made them public. */
export default async function PublicProfilePage({ params }: ItemParams) {
  const { id } = await enterItemPage(params)
  const profile = await getPublicProfile(id)
  if (!profile) notFound()
  return <ProfileView profile={profile} own={false} />
}
