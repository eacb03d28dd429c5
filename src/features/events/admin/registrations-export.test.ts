import { describe, expect, it } from 'vitest'

import { eventInView } from './registrations-export'

describe('the event a registrations list shows', () => {
  it('is read from the query as it came, or as read into objects', () => {
    expect(eventInView({ 'where[event][equals]': '10' })).toBe(10)
    expect(eventInView({ 'where[or][0][and][0][event][equals]': '7' })).toBe(7)
    const parsed = { where: { or: [{ and: [{ event: { equals: '12' } }] }] } }
    expect(eventInView(parsed as unknown as Parameters<typeof eventInView>[0])).toBe(12)
  })

  it('is none for an unfiltered list, another filter or a value that is no id', () => {
    expect(eventInView(undefined)).toBeNull()
    expect(eventInView({})).toBeNull()
    expect(eventInView({ 'where[email][equals]': 'a@b.c' })).toBeNull()
    expect(eventInView({ 'where[event][equals]': '1; drop' })).toBeNull()
  })
})
