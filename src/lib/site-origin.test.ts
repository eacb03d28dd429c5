import { describe, expect, it } from 'vitest'

import { env } from './env'
import { canonicalRedirect, requestedHost, siteHosts, siteOrigin, siteOrigins } from './site-origin'

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

describe('requestedHost', () => {
  it('is the Host header in one form, or null when it is not a host', () => {
    expect(requestedHost(new Headers({ host: 'Padmapar.Example:80' }), 0)).toBe('padmapar.example')
    expect(requestedHost(new Headers({ host: '192.168.1.5:3203' }), 0)).toBe('192.168.1.5:3203')
    for (const host of ['evil.example/x', 'a@b.example', 'bad host', ''])
      expect(requestedHost(new Headers({ host }), 0)).toBeNull()
  })
})

describe('siteOrigins', () => {
  it('lets each of the site’s hosts in by http and https', () => {
    expect(siteOrigins(siteHosts('https://school.example/', ['http://192.168.1.5:3000']))).toEqual([
      'https://school.example',
      'http://school.example',
      'https://192.168.1.5:3000',
      'http://192.168.1.5:3000',
    ])
  })
})

describe('canonicalRedirect', () => {
  const site = 'http://localhost:3203'
  const hosts = siteHosts(site, ['http://school.lan'])
  const ask = (url: string, headers: Record<string, string>, method = 'GET') =>
    canonicalRedirect({ method, url, headers: new Headers(headers) }, site, hosts, 0)

  it('sends a page asked for at another address to the same page at SERVER_URL', () => {
    expect(ask('http://127.0.0.1:3203/bn/news?page=2', { host: '127.0.0.1:3203' })?.href).toBe(
      'http://localhost:3203/bn/news?page=2',
    )
    expect(ask('http://www.school.example/admin', { host: 'www.school.example' })?.href).toBe(
      'http://localhost:3203/admin',
    )
  })

  it('serves the site’s own addresses, the API, the build’s files and writes as they are', () => {
    expect(ask('http://localhost:3203/news', { host: 'localhost:3203' })).toBeNull()
    expect(ask('http://school.lan/news', { host: 'school.lan' })).toBeNull()
    expect(ask('http://localhost:3203/admin', { host: 'localhost:3203' })).toBeNull()
    expect(ask('http://127.0.0.1:3203/api/health', { host: '127.0.0.1:3203' })).toBeNull()
    expect(ask('http://127.0.0.1:3203/_next/data/x.json', { host: '127.0.0.1:3203' })).toBeNull()
    expect(ask('http://127.0.0.1:3203/login', { host: '127.0.0.1:3203' }, 'POST')).toBeNull()
  })

  it('opens the admin panel at SERVER_URL only, where it calls the API', () => {
    expect(ask('http://school.lan/admin/collections/news', { host: 'school.lan' })?.href).toBe(
      'http://localhost:3203/admin/collections/news',
    )
    expect(ask('http://school.lan/administration', { host: 'school.lan' })).toBeNull()
  })

  it('believes a forwarded host only from a trusted proxy', () => {
    const headers = new Headers({ host: 'localhost:3203', 'x-forwarded-host': 'other.example' })
    const request = { method: 'GET', url: 'http://localhost:3203/', headers }
    expect(canonicalRedirect(request, site, hosts, 0)).toBeNull()
    expect(canonicalRedirect(request, site, hosts, 1)?.href).toBe('http://localhost:3203/')
  })
})
