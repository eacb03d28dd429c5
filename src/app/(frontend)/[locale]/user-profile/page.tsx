import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { requireMember } from '@/features/accounts/session'
import { listOwnAlumniRegistrations } from '@/features/alumni/queries'
import { getProfile } from '@/features/people/queries'
import { OwnProfile } from '@/features/profile/components/own-profile'
import { getSchoolName } from '@/features/site/queries'
import { ClientMessages } from '@/i18n/client-messages'
import { localePath } from '@/i18n/locales'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { pageTitle } from '@/lib/page-title'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [t, schoolName] = await Promise.all([
    getTranslations({ locale, namespace: 'ProfilePage' }),
    getSchoolName(),
  ])
  return { title: pageTitle(t('title'), schoolName), robots: { index: false } }
}

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
      ]}
    >
      <OwnProfile profile={profile} registrations={registrations} />
    </ClientMessages>
  )
}
