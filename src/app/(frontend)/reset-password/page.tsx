import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form.client'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: pageTitle('Reset Password', await getSchoolName()),
    robots: { index: false },
    // The token must not leak to other sites through the Referer header.
    referrer: 'no-referrer',
  }
}

/** Opened from the reset e-mail; without a token there is nothing to reset (DECISIONS 1). */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim()
  if (!token) redirect('/login')
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900">Reset Password</h1>
      <p className="mt-2 text-slate-700">Choose a new password of at least 6 characters.</p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ResetPasswordForm token={token} />
      </div>
    </div>
  )
}
