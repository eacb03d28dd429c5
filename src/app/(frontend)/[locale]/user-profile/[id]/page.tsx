import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { getPublicProfile } from '@/features/people/queries'
import { ProfileView } from '@/features/profile/components/profile-view'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'
import { enterLocale } from '@/i18n/server'
import { pageAlternates } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Profiles render on first visit and are then cached like every public page (revalidated on change). */
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enterLocale(params)
  const { id } = await params
  const [schoolName, profile, t] = await Promise.all([
    getSchoolName(),
    getPublicProfile(id),
    getTranslations({ locale, namespace: 'ProfilePage' }),
  ])
  // Members are mostly children: their pages are never offered to search engines.
  const robots = { index: false, follow: false }
  if (!profile) return { title: pageTitle(t('notFoundTitle'), schoolName), robots }
  return {
    title: pageTitle(`${profile.first_name} ${profile.last_name}`, schoolName),
    alternates: pageAlternates(`/user-profile/${profile.id}`, locale),
    robots,
  }
}

/** Anyone's profile as the public sees it: private sections appear only where the owner made them public. */
export default async function PublicProfilePage({ params }: Props) {
  await enterLocale(params)
  const { id } = await params
  const profile = await getPublicProfile(id)
  if (!profile) notFound()
  return <ProfileView profile={profile} own={false} />
}
