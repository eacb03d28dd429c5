/** Liveness for load balancers and the test runner: the process is up and answering. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}

export const dynamic = 'force-dynamic'
