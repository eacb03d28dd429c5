import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { FormMessage } from '@/components/ui/form-field'
import { LoginForm } from '@/features/accounts/components/login-form.client'
import { getSessionMember, safeNextPath } from '@/features/accounts/session'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

type Props = { searchParams: Promise<{ next?: string | string[]; reset?: string }> }

export async function generateMetadata(): Promise<Metadata> {
  return { title: pageTitle('Sign In', await getSchoolName()), robots: { index: false } }
}

export default async function LoginPage({ searchParams }: Props) {
  const query = await searchParams
  const raw = query.next
  const next = safeNextPath(Array.isArray(raw) ? raw[0] : raw)
  if (await getSessionMember()) redirect(next)
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900">Sign In</h1>
      <p className="mt-2 text-slate-700">Students, teachers and alumni sign in here.</p>
      {query.reset === '1' ? (
        <div className="mt-6">
          <FormMessage title="Success!" text="Your password has been reset." ok />
        </div>
      ) : null}
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <LoginForm next={next} />
      </div>
    </div>
  )
}
