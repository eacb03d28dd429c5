import { describe, expect, it } from 'vitest'

import { COMMON_PASSWORD, assertUncommonPassword, isCommonPassword } from './common-passwords'

describe('common passwords', () => {
  it('are recognised whatever their letter case', () => {
    for (const password of ['123456', 'password', 'Password123', 'iloveyou', 'BANGLADESH'])
      expect(isCommonPassword(password), password).toBe(true)
  })

  it('leave uncommon ones alone', () => {
    for (const password of ['student-pass-2026', 'tea-chalk-19', 'Padma river at dawn'])
      expect(isCommonPassword(password), password).toBe(false)
  })

  it('give the form and the API a field error in plain words', () => {
    expect(() => assertUncommonPassword('qwerty123')).toThrow(
      expect.objectContaining({ status: 422, errors: { password: [COMMON_PASSWORD] } }),
    )
    expect(() => assertUncommonPassword('tea-chalk-19')).not.toThrow()
  })
})
