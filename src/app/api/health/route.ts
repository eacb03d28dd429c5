import { eventLoopHealth } from '@/lib/event-loop'

/**
 * Liveness for load balancers, process managers and the test runner: 200 while the process
 * answers promptly; 503 for 30 s after its event loop was blocked for over 2 s (a stuck instance
 * does not answer at all, which a balancer's timeout reads the same way).
 */
export function GET() {
  const headers = { 'Cache-Control': 'no-store' }
  const loop = eventLoopHealth()
  if (loop.healthy) return Response.json({ status: 'ok' }, { headers })
  return Response.json(
    { status: 'unhealthy', blockedMs: loop.blockedMs, secondsAgo: Math.round(loop.sinceMs / 1000) },
    { status: 503, headers },
  )
}

export const dynamic = 'force-dynamic'
