import type { Metadata } from 'next'
import { ButtonLink } from '@/components/ui/button'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

export async function generateMetadata(): Promise<Metadata> {
  return { title: pageTitle('Account deleted', await getSchoolName()), robots: { index: false } }
}

/** Where a member lands after deleting their account; the header notices the ended session. */
export default function AccountDeletedPage() {
  return (
    <div className="mx-auto max-w-md px-4 py-12 text-center sm:py-16">
      <h1 className="text-3xl font-bold text-brand-900">Account deleted</h1>
      <p className="mt-3 text-slate-700">
        Your account and everything in it have been deleted. You can still read the school&apos;s
        news and events, and sign up again at any time.
      </p>
      <ButtonLink href="/" className="mt-8">
        Go to the home page
      </ButtonLink>
    </div>
  )
}
