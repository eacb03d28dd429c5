import type { Metadata } from 'next'

import { NotFoundMessage, NotFoundTitle } from '@/components/layout/not-found-message'
import { getSchoolName } from '@/features/settings/queries'

export const metadata: Metadata = { robots: { index: false } }

export default async function NotFound() {
  const schoolName = await getSchoolName()
  return (
    <>
      <NotFoundTitle schoolName={schoolName} />
      <NotFoundMessage />
    </>
  )
}
