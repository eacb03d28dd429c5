import { describe, expect, it } from 'vitest'

import {
  CAMERA_PERMISSIONS_POLICY,
  contentSecurityPolicy,
  newNonce,
  rendersPerRequest,
  securityHeaders,
  usesCamera,
} from './security-headers'

const byName = (headers: { key: string; value: string }[]) =>
  Object.fromEntries(headers.map(({ key, value }) => [key, value]))

describe('security headers', () => {
  it('forbid framing, plug-ins, foreign <base> and foreign scripts in production', () => {
    const policy = contentSecurityPolicy({ production: true, https: true })
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(policy).toContain("form-action 'self'")
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/)
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).toContain('upgrade-insecure-requests')
  })

  it('send HSTS only for a production site served over https', () => {
    expect(byName(securityHeaders({ production: true, https: true }))).toHaveProperty(
      'Strict-Transport-Security',
      'max-age=63072000; includeSubDomains',
    )
    expect(byName(securityHeaders({ production: true, https: false }))).not.toHaveProperty(
      'Strict-Transport-Security',
    )
    expect(contentSecurityPolicy({ production: true, https: false })).not.toContain(
      'upgrade-insecure-requests',
    )
  })

  it('always say nosniff, a strict referrer policy and no powerful browser features', () => {
    const headers = byName(securityHeaders({ production: false, https: false }))
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
    expect(headers['Permissions-Policy']).toContain('geolocation=()')
  })

  it('let only scripts with the nonce run on pages rendered per request', () => {
    const nonce = newNonce()
    const policy = contentSecurityPolicy({ production: true, https: true, nonce })
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic';`)
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe')
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(newNonce()).not.toBe(nonce)
  })

  it('give a nonce to the pages that take passwords or show private data, not to cached pages', () => {
    for (const path of [
      '/login',
      '/sign-up',
      '/forgot-password',
      '/reset-password',
      '/user-profile',
      '/list/news',
      '/admin',
      '/admin/collections/users',
      '/results/AbCdEfGhIjKlMnOpQrStUv/print',
      '/results/verify/AbCdEfGhIjKlMnOpQrStUv',
    ]) {
      expect(rendersPerRequest(path), path).toBe(true)
    }
    for (const path of [
      '/',
      '/news',
      '/user-profile/12',
      '/administration',
      '/events/4',
      '/results',
    ]) {
      expect(rendersPerRequest(path), path).toBe(false)
    }
  })
})

describe('the reunion gate', () => {
  it('may use the camera and compile the QR reader; no other page may', () => {
    expect(usesCamera('/check-in')).toBe(true)
    expect(usesCamera('/news')).toBe(false)
    expect(CAMERA_PERMISSIONS_POLICY).toContain('camera=(self)')
    expect(CAMERA_PERMISSIONS_POLICY).toContain('microphone=()')
    const policy = contentSecurityPolicy({ production: true, https: true, wasm: true })
    expect(policy).toMatch(/script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval';/)
    expect(contentSecurityPolicy({ production: true, https: true })).not.toContain('wasm')
  })
})
