import { describe, expect, it } from 'vitest'

import { mapLinks } from './maps'

describe('map links for a place', () => {
  it('look a venue up with the school’s address after it', () => {
    const links = mapLinks('School auditorium', 'Upashahar, Rajshahi 6202, Bangladesh')
    const query = encodeURIComponent('School auditorium, Upashahar, Rajshahi 6202, Bangladesh')
    expect(links.embed).toBe(`https://www.google.com/maps?q=${query}&output=embed`)
    expect(links.open).toBe(`https://www.google.com/maps/search/?api=1&query=${query}`)
  })

  it('use a full address as it is, and a venue alone without a school address', () => {
    expect(mapLinks('Shaheed Minar, Upashahar', 'upashahar').open).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Shaheed Minar, Upashahar')}`,
    )
    expect(mapLinks(' Health room ', null).embed).toBe(
      'https://www.google.com/maps?q=Health%20room&output=embed',
    )
  })
})
