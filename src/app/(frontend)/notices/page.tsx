import type { Metadata } from 'next'

import { NoticesIndex } from '@/features/notices/components/notices-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

/** 'New' labels and expiry follow the clock as well as publishing. */
export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const schoolName = await getSchoolName()
  const description = `Official notices of ${schoolName}: admission, exams, results and holidays.`
  return {
    title: pageTitle('Notices', schoolName),
    description,
    alternates: {
      canonical: '/notices',
      types: {
        'application/rss+xml': [{ url: '/notices/rss.xml', title: `${schoolName} notices` }],
        'application/atom+xml': [{ url: '/notices/atom.xml', title: `${schoolName} notices` }],
      },
    },
    openGraph: { title: pageTitle('Notices', schoolName), description, url: '/notices' },
  }
}

/** The unfiltered first page is the same for everyone: rendered once and cached. */
export default function NoticesPage() {
  return <NoticesIndex query={{ q: '', page: 1, category: null }} />
}
