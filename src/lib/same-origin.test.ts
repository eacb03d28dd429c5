import { describe, expect, it } from 'vitest'

import { isCrossSiteWrite } from './same-origin'

const SITE = 'https://school.example'
const post = (headers: Record<string, string>, method = 'POST') =>
  new Request(`${SITE}/api/v1/login`, { method, headers: { host: 'school.example', ...headers } })

describe('isCrossSiteWrite', () => {
  it('refuses a write sent by another site', () => {
    expect(isCrossSiteWrite(post({ 'sec-fetch-site': 'cross-site' }), SITE)).toBe(true)
    expect(isCrossSiteWrite(post({ 'sec-fetch-site': 'same-site' }), SITE)).toBe(true)
    expect(isCrossSiteWrite(post({ origin: 'https://evil.example' }), SITE)).toBe(true)
    expect(isCrossSiteWrite(post({ origin: 'null' }), SITE)).toBe(true)
    expect(isCrossSiteWrite(post({ origin: 'not a url' }), SITE)).toBe(true)
    expect(isCrossSiteWrite(post({ origin: 'https://evil.example' }, 'DELETE'), SITE)).toBe(true)
  })

  it("lets the site's own pages, apps and reads through", () => {
    expect(isCrossSiteWrite(post({ origin: SITE, 'sec-fetch-site': 'same-origin' }), SITE)).toBe(
      false,
    )
    expect(isCrossSiteWrite(post({ 'sec-fetch-site': 'none' }), SITE)).toBe(false)
    // A mobile app or curl: no browser headers, and no victim's cookies to ride on.
    expect(isCrossSiteWrite(post({}), SITE)).toBe(false)
    expect(isCrossSiteWrite(post({ origin: 'https://evil.example' }, 'GET'), SITE)).toBe(false)
    // The same site under the address the browser used.
    const local = new Request('http://localhost:3100/api/v1/login', {
      method: 'POST',
      headers: { host: 'localhost:3100', origin: 'http://localhost:3100' },
    })
    expect(isCrossSiteWrite(local, SITE)).toBe(false)
  })
})
