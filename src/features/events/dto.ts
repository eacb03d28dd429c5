import { flag, jsonList, mediaPath, orNull, richTextHtml, textValues } from '@/lib/dto'
import type { Event } from '@/payload-types'

export type EventDto = {
  id: number
  name: string
  type: Event['type']
  image: string | null
  start_date: string
  end_date: string | null
  company: string | null
  details: string
  sub_nameor_title: string | null
  is_featured: 1 | 0
  created_at: string
  speakers_info: string
  workshops_info: string
  networks_info: string
  event_images: string
  capacity: number | null
}

/** An event, article, blog or alumni event in the old site's shape (lists JSON-encoded, paths relative). */
export function toEventDto(event: Event): EventDto {
  const images = (event.event_images ?? [])
    .map((image) => mediaPath(image))
    .filter((path): path is string => path !== null)
  return {
    id: event.id,
    name: event.name,
    type: event.type,
    image: mediaPath(event.image),
    start_date: event.start_date,
    ...orNull(event, ['end_date', 'company']),
    details: richTextHtml(event.details),
    sub_nameor_title: event.sub_nameor_title ?? null,
    is_featured: flag(event.is_featured),
    created_at: event.createdAt,
    speakers_info: jsonList(textValues(event.speakers_info)),
    workshops_info: jsonList(textValues(event.workshops_info)),
    networks_info: jsonList(textValues(event.networks_info)),
    event_images: jsonList(images),
    capacity: event.capacity ?? null,
  }
}
