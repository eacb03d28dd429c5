import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { woffToSfnt } from './woff'

const FONT = path.resolve(
  'node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff',
)

describe('woffToSfnt', () => {
  it('unpacks every table of a WOFF font into a TrueType file', () => {
    const woff = readFileSync(FONT)
    const sfnt = woffToSfnt(woff)
    const count = woff.readUInt16BE(12)
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4))
    expect(sfnt.readUInt16BE(4)).toBe(count)
    const tables = new Map<string, { offset: number; length: number }>()
    for (let i = 0; i < count; i += 1) {
      const entry = 12 + i * 16
      tables.set(sfnt.toString('latin1', entry, entry + 4), {
        offset: sfnt.readUInt32BE(entry + 8),
        length: sfnt.readUInt32BE(entry + 12),
      })
      // Each table as long as the WOFF says it was before compression, and 4-byte aligned.
      expect(sfnt.readUInt32BE(entry + 12)).toBe(woff.readUInt32BE(44 + i * 20 + 12))
      expect(sfnt.readUInt32BE(entry + 8) % 4).toBe(0)
    }
    expect([...tables.keys()]).toEqual(expect.arrayContaining(['head', 'glyf', 'GSUB', 'cmap']))
    // The head table's magic number, readable only once the table is inflated.
    expect(sfnt.readUInt32BE(tables.get('head')!.offset + 12)).toBe(0x5f0f3cf5)
  })

  it('refuses what is not a WOFF font', () => {
    expect(() =>
      woffToSfnt(Buffer.from('not a font at all, certainly not 44 bytes long.')),
    ).toThrow('Not a WOFF 1.0 font.')
  })
})
