import type { SanitizedGlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { sectionChanged, stampSectionUpdates } from './stamp-section-updates'

const stamp = (data: Record<string, unknown>, originalDoc: Record<string, unknown>) =>
  stampSectionUpdates({
    data,
    originalDoc,
    context: {},
    global: {} as SanitizedGlobalConfig,
    req: {} as never,
  }) as Record<string, Record<string, unknown>>

describe('sectionChanged', () => {
  it('sees a changed text, a new row and a different file', () => {
    expect(sectionChanged({ eiin: '126543' }, { eiin: '126542' })).toBe(true)
    expect(sectionChanged({ rows: [{ class: '6', girls: 1, boys: 2 }] }, { rows: [] })).toBe(true)
    expect(sectionChanged({ document: 8 }, { document: { id: 7, createdAt: 'x' } })).toBe(true)
  })

  it('ignores row ids, related documents read whole, empty values and fields not sent', () => {
    const before = {
      eiin: '126543',
      phone: null,
      rows: [{ id: 'a1', class: '6', girls: 1, boys: 2 }],
      document: { id: 7, createdAt: '2026-01-01', filename: 'r.pdf' },
      updated_at: '2026-01-01T00:00:00.000Z',
    }
    expect(
      sectionChanged(
        {
          eiin: '126543',
          phone: '',
          rows: [{ id: 'other', girls: 1, boys: 2, class: '6' }],
          document: 7,
          updated_at: '2030-01-01T00:00:00.000Z',
        },
        before,
      ),
    ).toBe(false)
    expect(sectionChanged({ eiin: '126543' }, before)).toBe(false)
  })
})

describe('stampSectionUpdates', () => {
  it('dates only the sections a save changes, and keeps the others’ dates', () => {
    const earlier = '2025-03-01T00:00:00.000Z'
    const data = stamp(
      {
        profile: { eiin: '126543', updated_at: '1999-01-01T00:00:00.000Z' },
        officers: { information_officer: { name: 'A' }, updated_at: null },
      },
      {
        profile: { eiin: '126543', updated_at: earlier },
        officers: { information_officer: { name: 'B' }, updated_at: earlier },
      },
    )
    expect(data.profile!.updated_at).toBe(earlier)
    expect(data.officers!.updated_at).not.toBe(earlier)
    expect(Date.now() - Date.parse(String(data.officers!.updated_at))).toBeLessThan(5_000)
  })

  it('dates a section filled in for the first time', () => {
    const data = stamp({ staff: { other_staff: [{ post: 'Guard', count: 1 }] } }, {})
    expect(data.staff!.updated_at).toEqual(expect.any(String))
  })
})
