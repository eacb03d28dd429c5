import { describe, expect, it } from 'vitest'

import { env } from './env'
import { siteOrigin } from './site-origin'

const request = (headers: Record<string, string>, url = 'http://localhost:3000/calendar.ics') =>
  new Request(url, { headers })

describe('siteOrigin', () => {
  it('is the configured address when the operator set one', () => {
    expect(
      siteOrigin(request({ host: 'other.example' }), 'https://school.example.edu.bd/', 0),
    ).toBe('https://school.example.edu.bd')
  })

  it('is the address the visitor asked for when none is configured', () => {
    expect(siteOrigin(request({ host: 'padmapar.example:8080' }), null, 0)).toBe(
      'http://padmapar.example:8080',
    )
  })

  it("believes a proxy's forwarded host and scheme only when proxies are trusted", () => {
    const behindProxy = request({
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'padmapar.example',
      'x-forwarded-proto': 'https',
    })
    expect(siteOrigin(behindProxy, null, 1)).toBe('https://padmapar.example')
    expect(siteOrigin(behindProxy, null, 0)).toBe('http://10.0.0.5:3000')
  })

  it('falls back to the default address for a host that is not one', () => {
    expect(siteOrigin(request({ host: 'bad host/<x>' }), null, 0)).toBe(
      new URL(env.SERVER_URL).origin,
    )
  })
})
