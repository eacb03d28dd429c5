import { describe, expect, it } from 'vitest'

import { accountMark, knownDeviceFor, knownDeviceOf, rememberSignIn } from './known-device'
import { createSignInThrottle } from './sign-in-throttle'

describe('the known-device cookie', () => {
  it('names the accounts that signed in from the browser, keeping its id', async () => {
    const first = await rememberSignIn(undefined, 'members', 'Mother@Example.com')
    const second = await rememberSignIn(first, 'members', 'son@example.com')
    const [a, b] = [await knownDeviceOf(first), await knownDeviceOf(second)]
    expect(b?.id).toBe(a?.id)
    expect(b?.accounts).toEqual([
      accountMark('members', 'son@example.com'),
      accountMark('members', 'mother@example.com'),
    ])
    expect(await knownDeviceFor(second, 'members', ' mother@example.com')).toBe(a?.id)
    // Neither the e-mail nor the other door's account is in it.
    expect(Buffer.from(second.split('.')[1]!, 'base64url').toString()).not.toContain('example')
    expect(await knownDeviceFor(second, 'staff', 'mother@example.com')).toBeNull()
    expect(await knownDeviceFor(second, 'members', 'stranger@example.com')).toBeNull()
  })

  it('remembers the five latest accounts, and a cookie it did not sign counts as none', async () => {
    let value: string | undefined
    for (let i = 0; i < 7; i += 1)
      value = await rememberSignIn(value, 'staff', `desk${i}@example.com`)
    expect((await knownDeviceOf(value))?.accounts).toHaveLength(5)
    expect(await knownDeviceFor(value, 'staff', 'desk0@example.com')).toBeNull()
    expect(await knownDeviceFor(value, 'staff', 'desk6@example.com')).not.toBeNull()
    expect(await knownDeviceOf(`${value!.slice(0, -3)}abc`)).toBeNull()
    expect(await knownDeviceOf('not-a-cookie')).toBeNull()
  })
})

describe('sign-in limits with known devices', () => {
  const policy = {
    addressFailures: { limit: 3, windowMs: 60_000 },
    accountFailures: { threshold: 2, windowMs: 60_000 },
    backoff: { firstSeconds: 30, maxSeconds: 60 },
    knownDeviceFailures: { limit: 2, windowMs: 60_000 },
  }

  it("lets a known browser past the strangers' counts until its own tries are spent", async () => {
    const throttle = createSignInThrottle(`known-${Date.now()}`, policy)
    const stranger = { address: '203.0.113.1', account: 'a@example.com' }
    for (let i = 0; i < 3; i += 1) await throttle.failed(stranger)
    await expect(throttle.check(stranger)).rejects.toThrow()
    const owner = { address: '203.0.113.1', account: 'a@example.com', knownDevice: 'phone-1' }
    await expect(throttle.check(owner)).resolves.toBeUndefined()
    // The browser's own failures are its own: they leave the address and account counts alone.
    await throttle.failed(owner)
    await throttle.failed(owner)
    await expect(throttle.check(owner)).rejects.toThrow()
    await expect(
      throttle.check({ address: '198.51.100.1', account: 'b@example.com' }),
    ).resolves.toBeUndefined()
  })
})
