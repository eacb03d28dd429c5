'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { lazy, Suspense, useState } from 'react'

import { buttonClass } from '@/components/ui/button'
import { Link } from '@/components/ui/link.client'

import { useSignedInMember } from './use-signed-in-member'

// A visitor's first view needs neither: they load once someone is signed in or has just signed out.
const MemberDropdown = lazy(() =>
  import('./member-dropdown.client').then((module) => ({ default: module.MemberDropdown })),
)
const NoticeDialog = lazy(() =>
  import('./notice-dialog.client').then((module) => ({ default: module.NoticeDialog })),
)

/**
 * The header's account slot: Sign Up and Login for a visitor, the member's menu once signed in,
 * and the 'Logged Out!' dialog after signing out.
 */
export function AccountMenu() {
  const t = useTranslations('AccountMenu')
  const { me, hydrated, signOut } = useSignedInMember()
  const [loggedOut, setLoggedOut] = useState(false)
  const router = useRouter()

  const logout = async () => {
    await signOut()
    setLoggedOut(true)
    // Pages that need a session (the profile) re-check it and send the visitor to sign in.
    router.refresh()
  }
  const logoutDialog = loggedOut ? (
    <Suspense fallback={null}>
      <NoticeDialog
        open
        onClose={() => setLoggedOut(false)}
        title={t('loggedOutTitle')}
        text={t('loggedOutText')}
        ok={t('ok')}
        mark
      />
    </Suspense>
  ) : null

  if (me) {
    return (
      <Suspense
        fallback={<span className="text-sm font-semibold text-slate-800">{me.username}</span>}
      >
        <MemberDropdown me={me} onLogout={logout}>
          {logoutDialog}
        </MemberDropdown>
      </Suspense>
    )
  }
  return (
    <div className={`flex items-center gap-2 ${hydrated ? '' : 'invisible'}`}>
      <Link href="/sign-up" className={buttonClass('secondary', 'px-4 whitespace-nowrap')}>
        {t('signUp')}
      </Link>
      <Link href="/login" className={buttonClass('primary', 'px-4 whitespace-nowrap')}>
        {t('login')}
      </Link>
      {logoutDialog}
    </div>
  )
}
