import type { Field, SanitizedGlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  CLOSE_TEXT_GAP,
  inOneLanguage,
  nextTextGap,
  sectionChanged,
  stampSectionUpdates,
} from './stamp-section-updates'

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

/** The officers' section as the Institution page configures it: names and posts per language. */
const OFFICER: Field = {
  name: 'information_officer',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', localized: true },
        { name: 'post', type: 'text', localized: true },
      ],
    },
    { name: 'phone', type: 'text' },
  ],
}
const GLOBAL = {
  fields: [{ type: 'tabs', tabs: [{ name: 'officers', fields: [OFFICER] }] }],
} as unknown as SanitizedGlobalConfig

const save = (
  locale: string,
  data: Record<string, unknown>,
  originalDoc: Record<string, unknown>,
  context: Record<string, unknown> = {},
) =>
  stampSectionUpdates({
    data,
    originalDoc,
    context,
    global: GLOBAL,
    req: { locale } as never,
  }) as Record<string, Record<string, unknown>>

describe('each language’s text', () => {
  it('keeps only what is written per language', () => {
    expect(
      inOneLanguage([OFFICER], {
        information_officer: { name: 'Rina', post: 'Head', phone: '017' },
      }),
    ).toEqual({ information_officer: { name: 'Rina', post: 'Head' } })
  })

  it('does not take a new row of files (nothing written per language) for a change of text', () => {
    const routines: Field = {
      name: 'routines',
      type: 'array',
      fields: [
        { name: 'class', type: 'text' },
        { name: 'document', type: 'number' },
      ],
    }
    expect(inOneLanguage([routines], { routines: [{ class: '9', document: 4 }] })).toEqual(
      inOneLanguage([routines], { routines: [] }),
    )
  })

  it('opens a gap on a change in one language, closes it on the other’s, keeps the first date', () => {
    expect(nextTextGap({}, 'bn', 'T1')).toEqual({ text_changed_in: 'bn', text_changed_at: 'T1' })
    expect(nextTextGap({ text_changed_in: 'bn', text_changed_at: 'T1' }, 'bn', 'T2')).toEqual({
      text_changed_in: 'bn',
      text_changed_at: 'T1',
    })
    expect(nextTextGap({ text_changed_in: 'bn', text_changed_at: 'T1' }, 'en', 'T3')).toEqual({
      text_changed_in: null,
      text_changed_at: null,
    })
  })

  it('marks English behind after the Bangla officer changes, not after a phone alone', () => {
    const before = { officers: { information_officer: { name: 'পুরোনো', phone: '017' } } }
    const bangla = save(
      'bn',
      { officers: { information_officer: { name: 'নতুন', phone: '017' } } },
      before,
    )
    expect(bangla.officers).toMatchObject({ text_changed_in: 'bn' })
    expect(bangla.officers!.text_changed_at).toEqual(expect.any(String))

    const phoneOnly = save(
      'en',
      { officers: { information_officer: { name: 'Old', phone: '018' } } },
      { officers: { information_officer: { name: 'Old', phone: '017' } } },
    )
    expect(phoneOnly.officers).toMatchObject({ text_changed_in: null })
  })

  it('closes the gap when the office says the other language needs no change', () => {
    const open = {
      officers: {
        information_officer: { name: 'নতুন' },
        text_changed_in: 'bn',
        text_changed_at: '2026-12-01T00:00:00.000Z',
      },
    }
    expect(save('bn', { officers: {} }, open).officers).toMatchObject({ text_changed_in: 'bn' })
    expect(
      save('en', { officers: {} }, open, { [CLOSE_TEXT_GAP]: 'officers' }).officers,
    ).toMatchObject({ text_changed_in: null, text_changed_at: null })
  })
})
