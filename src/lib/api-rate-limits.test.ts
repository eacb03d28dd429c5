import { describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/payload/get-payload-client', () => ({ getPayloadClient: vi.fn() }))

describe('the limits', () => {
  it('are one count for every copy of the module, as Next.js loads one for pages and one for routes', async () => {
    const pages = await import('./api-rate-limits')
    vi.resetModules()
    const routes = await import('./api-rate-limits')
    expect(routes.API_LIMITS).toBe(pages.API_LIMITS)
    expect(routes.SIGN_IN).toBe(pages.SIGN_IN)
    // A wrong guess through the page's form counts against the same roll through the API.
    const parties = { address: '198.51.100.7', account: '1:10:7' }
    for (let i = 0; i < 100; i += 1) {
      const refused = await pages.RESULT_LOOKUPS.check(parties).then(
        () => false,
        () => true,
      )
      if (refused) break
      await pages.RESULT_LOOKUPS.failed(parties)
    }
    await expect(routes.RESULT_LOOKUPS.check(parties)).rejects.toThrow()
  })
})
