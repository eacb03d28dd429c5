import { describe, expect, it } from 'vitest'

import { createEntryCode, verifyEntryCode } from './entry-code'

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
})
