import type { Metadata } from 'next'

import { NotFoundMessage } from '@/components/layout/not-found-message'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

export const metadata: Metadata = { robots: { index: false } }

export default async function NotFound() {
  const schoolName = await getSchoolName()
  return (
    <>
      <title>{pageTitle('Page Not Found', schoolName)}</title>
      <NotFoundMessage />
    </>
  )
}
