import type { Metadata } from 'next'
import { connection } from 'next/server'

import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form.client'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

export async function generateMetadata(): Promise<Metadata> {
  return { title: pageTitle('Forgot Password', await getSchoolName()), robots: { index: false } }
}

export default async function ForgotPasswordPage() {
  // Rendered per request so its scripts carry the policy's nonce (a page that takes passwords).
  await connection()
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900">Forgot Password</h1>
      <p className="mt-2 text-slate-700">
        Enter the email you signed up with. We will send you a link to choose a new password; it
        works once, for 1 hour.
      </p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ForgotPasswordForm />
      </div>
    </div>
  )
}
