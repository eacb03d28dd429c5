import { SectionNotFound } from '@/features/content/components/detail-layout'

export default function EventNotFound() {
  return <SectionNotFound message="No Event to Show" href="/events" label="See all events" />
}
