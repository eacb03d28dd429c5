import type { Metadata } from 'next'
import { connection } from 'next/server'

import { SignUpForm } from '@/features/accounts/components/sign-up-form.client'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

export async function generateMetadata(): Promise<Metadata> {
  return { title: pageTitle('Sign Up', await getSchoolName()), robots: { index: false } }
}

export default async function SignUpPage() {
  // Rendered per request so its scripts carry the policy's nonce (a page that takes passwords).
  await connection()
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900">Sign Up</h1>
      <p className="mt-2 text-slate-700">
        Create a student or teacher account. Your details stay private unless you choose to share
        them.
      </p>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <SignUpForm />
      </div>
    </div>
  )
}
