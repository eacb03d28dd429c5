import type { Metadata } from 'next'

import { EventsIndex, readEventsQuery } from '@/features/events/components/events-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const schoolName = await getSchoolName()
  return {
    title: pageTitle('Events', schoolName),
    alternates: { canonical: '/events' },
    robots: { index: false },
  }
}

/** /events with filters or a later page (rewritten here by src/proxy.ts). */
export default async function EventsResultsPage({ searchParams }: Props) {
  return <EventsIndex query={readEventsQuery(await searchParams)} />
}
