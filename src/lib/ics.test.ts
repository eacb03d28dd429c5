import { describe, expect, it } from 'vitest'

import { calendarFile } from './ics'

describe('calendarFile', () => {
  const start = new Date('2026-12-16T04:00:00.000Z')

  it('writes one event with UTC times, a two-hour default length and CRLF lines', () => {
    const ics = calendarFile(
      { uid: 'event-7@padmapar.example', start, summary: 'Victory Day Programme' },
      new Date('2026-11-23T10:00:00.000Z'),
    )
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics).toContain('\r\nDTSTART:20261216T040000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20261216T060000Z\r\n')
    expect(ics).toContain('\r\nDTSTAMP:20261123T100000Z\r\n')
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true)
  })

  it('escapes text and folds long lines at 75 octets, also in Bangla', () => {
    const ics = calendarFile({
      uid: 'event-8@padmapar.example',
      start,
      end: new Date('2026-12-16T08:00:00.000Z'),
      summary: 'Sports Day; heats, finals',
      location: 'School field, Upashahar',
      description: `বার্ষিক ক্রীড়া প্রতিযোগিতা\n${'Bring water and a hat. '.repeat(6)}`,
    })
    expect(ics).toContain('SUMMARY:Sports Day\\; heats\\, finals')
    expect(ics).toContain('DTEND:20261216T080000Z')
    const lines = ics.split('\r\n')
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
    // Unfolding gives back the escaped description.
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain('DESCRIPTION:বার্ষিক ক্রীড়া প্রতিযোগিতা\\nBring water')
  })
})
