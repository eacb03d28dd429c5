import { createHmac, hkdfSync, randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  createEntryCode,
  formatShortCode,
  readShortCode,
  shortCodeOf,
  verifyEntryCode,
} from './entry-code'

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters'

describe('entry codes', () => {
  it('verify as the reunion they were made for', () => {
    expect(verifyEntryCode(createEntryCode(42, SECRET), SECRET)).toEqual({ reunionId: 42 })
  })

  it('differ for every person', () => {
    const codes = new Set(Array.from({ length: 200 }, () => createEntryCode(7, SECRET)))
    expect(codes.size).toBe(200)
  })

  it('are refused when any character is changed', () => {
    const code = createEntryCode(42, SECRET)
    for (const at of [1, 5, 20, code.length - 1]) {
      const swapped = code[at] === 'A' ? 'B' : 'A'
      expect(verifyEntryCode(code.slice(0, at) + swapped + code.slice(at + 1), SECRET)).toBeNull()
    }
  })

  it('are refused when moved to another reunion or signed with another secret', () => {
    const code = createEntryCode(42, SECRET)
    expect(verifyEntryCode(code.replace('R42.', 'R43.'), SECRET)).toBeNull()
    expect(verifyEntryCode(code, `${SECRET}-other`)).toBeNull()
    expect(verifyEntryCode('', SECRET)).toBeNull()
    expect(verifyEntryCode('R42.short.code', SECRET)).toBeNull()
  })

  it('still verify when issued before short codes (22 random characters)', () => {
    const body = `R42.${randomBytes(16).toString('base64url')}`
    const key = Buffer.from(hkdfSync('sha256', SECRET, 'reunion-entry-codes', 'entry card v1', 32))
    const older = `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`
    expect(verifyEntryCode(older, SECRET)).toEqual({ reunionId: 42 })
    expect(shortCodeOf(older)).toBeNull()
  })
})

describe('short codes under the QR', () => {
  const short = () => shortCodeOf(createEntryCode(42, SECRET))!

  it('are ten characters of a code, and read back however a volunteer types them', () => {
    const code = short()
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/)
    const printed = formatShortCode(code)
    expect(printed).toMatch(/^\S{5} \S{5}$/)
    expect(readShortCode(code)).toEqual({ short: code })
    expect(readShortCode(printed.toLowerCase())).toEqual({ short: code })
    expect(readShortCode(` ${code.slice(0, 5)}-${code.slice(5)} `)).toEqual({ short: code })
    const bengali = code.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)))
    expect(readShortCode(bengali)).toEqual({ short: code })
  })

  it('take O for zero and I or L for one', () => {
    for (let i = 0; i < 50; i += 1) {
      const code = short()
      if (!/[01]/.test(code)) continue
      expect(readShortCode(code.replace(/0/g, 'O').replace(/1/g, 'l'))).toEqual({ short: code })
    }
  })

  it('say "mistyped" for any one character changed, left out or added', () => {
    for (let n = 0; n < 40; n += 1) {
      const code = short()
      for (let at = 0; at < code.length; at += 1) {
        const other = code[at] === 'A' ? 'B' : 'A'
        expect(readShortCode(code.slice(0, at) + other + code.slice(at + 1))).toBe('mistyped')
      }
      expect(readShortCode(code.slice(1))).toBe('mistyped')
      expect(readShortCode(`${code}7`)).toBe('mistyped')
    }
  })

  it('are no short code when the whole QR text is typed or pasted', () => {
    expect(readShortCode(createEntryCode(42, SECRET))).toBeNull()
    expect(readShortCode('')).toBeNull()
  })
})
