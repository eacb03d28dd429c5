import { describe, expect, it, vi } from 'vitest'

vi.mock('next/headers', () => ({ headers: vi.fn() }))
vi.mock('@/lib/payload/get-payload-client', () => ({ getPayloadClient: vi.fn() }))

const { safeNextPath } = await import('./session')

describe('safeNextPath', () => {
  it('follows a path on this site', () => {
    expect(safeNextPath('/alumni-association/details/3')).toBe('/alumni-association/details/3')
  })

  it('refuses other sites and odd input', () => {
    expect(safeNextPath('https://evil.example/')).toBe('/user-profile')
    expect(safeNextPath('//evil.example')).toBe('/user-profile')
    expect(safeNextPath('/\\evil.example')).toBe('/user-profile')
    expect(safeNextPath(undefined)).toBe('/user-profile')
  })
})
