import { describe, expect, it } from 'vitest'

import {
  clearSignInRecord,
  readSignInRecord,
  SIGN_IN_RECORD_KEY,
  SIGNED_OUT,
  writeSignInRecord,
} from './sign-in-record'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('sign-in record', () => {
  it('stores the name and id with storage version 0, never a token', () => {
    const storage = memoryStorage()
    writeSignInRecord(storage, { username: 'Nabila Rahman', id: 7 })
    expect(JSON.parse(storage.getItem(SIGN_IN_RECORD_KEY) ?? '')).toEqual({
      state: { username: 'Nabila Rahman', id: '7', token: '' },
      version: 0,
    })
    expect(readSignInRecord(storage)).toEqual({ username: 'Nabila Rahman', id: '7', token: '' })
  })

  it('logout empties all three fields', () => {
    const storage = memoryStorage()
    writeSignInRecord(storage, { username: 'Nabila Rahman', id: 7 })
    clearSignInRecord(storage)
    expect(readSignInRecord(storage)).toEqual(SIGNED_OUT)
  })

  it('treats a missing, foreign or broken record as signed out and ignores a stored token', () => {
    const storage = memoryStorage()
    expect(readSignInRecord(storage)).toEqual(SIGNED_OUT)
    storage.setItem(SIGN_IN_RECORD_KEY, '{not json')
    expect(readSignInRecord(storage)).toEqual(SIGNED_OUT)
    storage.setItem(SIGN_IN_RECORD_KEY, JSON.stringify({ state: { username: 'x' }, version: 1 }))
    expect(readSignInRecord(storage)).toEqual(SIGNED_OUT)
    storage.setItem(
      SIGN_IN_RECORD_KEY,
      JSON.stringify({ state: { username: 'A', id: '1', token: 'stolen' }, version: 0 }),
    )
    expect(readSignInRecord(storage).token).toBe('')
  })
})
