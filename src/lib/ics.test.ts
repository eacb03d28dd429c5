import { describe, expect, it } from 'vitest'

import { calendarFeed, calendarFile } from './ics'

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

describe('calendarFeed', () => {
  const now = new Date('2026-01-01T00:00:00.000Z')

  it('writes many events in one calendar, with its name and refresh hints', () => {
    const ics = calendarFeed(
      [
        {
          uid: 'calendar-entry-1@padmapar.example',
          allDay: true,
          start: '2026-02-21',
          summary: 'International Mother Language Day',
          categories: ['Holiday'],
        },
        {
          uid: 'event-2@padmapar.example',
          start: new Date('2026-03-05T04:00:00.000Z'),
          summary: 'Science Fair',
          url: 'https://padmapar.example/events/2',
          categories: ['Event'],
        },
      ],
      { name: 'Padmapar, Academic Calendar', timeZone: 'Asia/Dhaka', refreshInterval: 'PT6H', now },
    )
    const lines = ics.split('\r\n')
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2)
    expect(lines.filter((line) => line === 'BEGIN:VCALENDAR')).toHaveLength(1)
    expect(lines).toContain('X-WR-CALNAME:Padmapar\\, Academic Calendar')
    expect(lines).toContain('X-WR-TIMEZONE:Asia/Dhaka')
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H')
    expect(lines).toContain('CATEGORIES:Holiday')
    expect(lines).toContain('URL:https://padmapar.example/events/2')
    expect(lines).toContain('DTEND:20260305T060000Z')
    expect(lines.indexOf('END:VEVENT')).toBeLessThan(lines.lastIndexOf('BEGIN:VEVENT'))
  })

  it('writes whole days as dates with an exclusive end, one day or many', () => {
    const ics = calendarFeed(
      [
        { uid: 'a@x', allDay: true, start: '2026-12-16', summary: 'Victory Day' },
        {
          uid: 'b@x',
          allDay: true,
          start: '2026-12-17',
          end: '2026-12-31',
          summary: 'Winter vacation',
        },
        { uid: 'c@x', allDay: true, start: '2028-02-28', end: '2028-02-29', summary: 'Leap' },
      ],
      { now },
    )
    expect(ics).toContain(
      'UID:a@x\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:20261216\r\nDTEND;VALUE=DATE:20261217\r\nTRANSP:TRANSPARENT\r\n',
    )
    expect(ics).toContain('DTSTART;VALUE=DATE:20261217\r\nDTEND;VALUE=DATE:20270101\r\n')
    expect(ics).toContain('DTSTART;VALUE=DATE:20280228\r\nDTEND;VALUE=DATE:20280301\r\n')
    expect(() =>
      calendarFeed([{ uid: 'd@x', allDay: true, start: '2026-02-30', summary: 'No such day' }]),
    ).toThrow(RangeError)
  })

  it('is what the one-event file is made of', () => {
    const event = {
      uid: 'event-7@padmapar.example',
      start: new Date('2026-12-16T04:00:00.000Z'),
      summary: 'Parade',
    }
    expect(calendarFile(event, now)).toBe(calendarFeed([event], { now }))
    expect(calendarFile(event, now)).not.toContain('X-WR-CALNAME')
  })
})
