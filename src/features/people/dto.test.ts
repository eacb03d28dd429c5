import { describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { toProfileDto } from './dto'

const base = {
  id: 3,
  first_name: 'Nusrat',
  last_name: 'Jahan',
  role: '8',
  student_class: '9',
  hobbies: [{ value: 'Chess' }],
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  collection: 'users',
} as const

describe('toProfileDto', () => {
  it('turns fields field access removed into null and hides the visibility settings', () => {
    const dto = toProfileDto(base as unknown as User)
    expect(dto).toMatchObject({ class: '9', role: 8, hobbies: ['Chess'], email: null, phone: null })
    expect(dto).not.toHaveProperty('visibility')
  })

  it('keeps what the owner may read, with both image aliases', () => {
    const dto = toProfileDto({
      ...base,
      email: 'n@example.com',
      phone: '017',
      visibility: { contact: false },
      profile_image: { id: 1, alt: '', url: '/api/media/file/p.webp' },
    } as unknown as User)
    expect(dto).toMatchObject({
      email: 'n@example.com',
      phone: '017',
      visibility: { contact: false },
      profile_image: '/api/media/file/p.webp',
      user: { profile_image: '/api/media/file/p.webp' },
    })
  })
})
