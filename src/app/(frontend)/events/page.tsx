import type { Metadata } from 'next'

import { EventsIndex } from '@/features/events/components/events-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

export async function generateMetadata(): Promise<Metadata> {
  const schoolName = await getSchoolName()
  const description = `Upcoming and past events at ${schoolName}.`
  return {
    title: pageTitle('Events', schoolName),
    description,
    alternates: { canonical: '/events' },
    openGraph: { title: pageTitle('Events', schoolName), description, url: '/events' },
  }
}

export default function EventsPage() {
  return <EventsIndex query={{ name: '', company: '', start_date: '', page: 1 }} />
}
