import { describe, expect, it, vi } from 'vitest'

vi.mock('next/headers', () => ({ headers: vi.fn() }))
vi.mock('@/lib/payload/get-payload-client', () => ({ getPayloadClient: vi.fn() }))

const { safeNextPath } = await import('./session')

describe('safeNextPath', () => {
  it.each([
    '/user-profile',
    '/alumni-association/details/3',
    '/bn/news?page=2',
    '/news?category=Sports#latest',
    '/',
  ])('follows %j, a path on this site', (path) => {
    expect(safeNextPath(path)).toBe(path)
  })

  it.each([
    // Another site, by scheme or scheme-relative.
    'https://evil.example/',
    'http:evil.example',
    '//evil.example',
    '///evil.example',
    // Backslashes read as slashes.
    '/\\evil.example',
    '\\\\evil.example',
    '/path\\..\\evil',
    '/%5Cevil.example',
    '/%5cevil.example',
    // Tab, CR and LF are dropped by browsers: `/\t/evil` becomes `//evil`.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%0d/evil.example',
    // Other control characters and whitespace.
    '/\u0000',
    '/%00',
    '/ /evil.example',
    '/\u00a0/evil.example',
    '/\u2028evil',
    '/\u007f',
    // Encoded slashes, once and twice.
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252F%25252Fevil.example',
    // Not a path at all.
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '',
    // Not decodable.
    '/%E0%A4%A',
  ])('refuses %j', (hostile) => {
    expect(safeNextPath(hostile)).toBe('/user-profile')
  })

  it('refuses what is not a string and keeps the fallback it is given', () => {
    expect(safeNextPath(undefined)).toBe('/user-profile')
    expect(safeNextPath(null)).toBe('/user-profile')
    expect(safeNextPath(['/news'])).toBe('/user-profile')
    expect(safeNextPath('//evil.example', '/')).toBe('/')
  })
})
