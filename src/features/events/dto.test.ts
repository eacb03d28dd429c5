import { describe, expect, it } from 'vitest'

import type { Event, Media } from '@/payload-types'

import { toEventDto } from './dto'

const picture = (name: string) =>
  ({ id: 1, alt: name, url: `http://localhost:3000/api/media/file/${name}` }) as Media

const event: Event = {
  id: 7,
  name: 'Science Fair',
  type: 'Event',
  is_featured: true,
  start_date: '2031-03-15T04:00:00.000Z',
  company: 'Hall',
  image: picture('a.webp'),
  event_images: [picture('b.webp'), 3],
  speakers_info: [{ value: 'Dr. Rahman' }],
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
}

describe('toEventDto', () => {
  it('answers the old site’s shape: JSON-encoded lists, relative paths, 1/0 flags', () => {
    expect(toEventDto(event)).toEqual({
      id: 7,
      name: 'Science Fair',
      type: 'Event',
      image: '/api/media/file/a.webp',
      start_date: '2031-03-15T04:00:00.000Z',
      end_date: null,
      company: 'Hall',
      details: '',
      sub_nameor_title: null,
      is_featured: 1,
      created_at: '2030-01-01T00:00:00.000Z',
      speakers_info: '["Dr. Rahman"]',
      workshops_info: '[]',
      networks_info: '[]',
      event_images: '["/api/media/file/b.webp"]',
      capacity: null,
    })
  })
})
