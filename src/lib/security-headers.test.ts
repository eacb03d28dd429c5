import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, securityHeaders } from './security-headers'

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
})
