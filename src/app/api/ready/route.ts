import { logError } from '@/lib/log/server'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { checkReadiness } from '@/lib/readiness'

/**
 * Readiness for load balancers: 200 when this instance can serve (database reachable, migrations
 * applied, upload folders writable), otherwise 503 naming the failed check and nothing more.
 */
export async function GET() {
  const headers = { 'Cache-Control': 'no-store' }
  try {
    const { ready, checks } = await checkReadiness(await getPayloadClient())
    return Response.json(
      { status: ready ? 'ready' : 'not ready', checks },
      { status: ready ? 200 : 503, headers },
    )
  } catch (error) {
    await logError('Readiness check failed', error)
    return Response.json(
      { status: 'not ready', checks: { database: 'failed' } },
      { status: 503, headers },
    )
  }
}

export const dynamic = 'force-dynamic'
