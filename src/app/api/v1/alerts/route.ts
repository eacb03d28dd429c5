import { listCurrentAlerts } from '@/features/alerts/queries'
import { apiRoute, queryObject } from '@/app/api/v1/_shared/api-route'
import { alertsQuery } from '@/app/api/v1/_shared/query-schemas'
import { ALERT_ANSWER_SECONDS } from '@/features/alerts/timing'
import { parseInput } from '@/lib/zod-fields'

/** GET /api/v1/alerts?locale=bn: the site-wide alerts shown now; every open page asks for it. */
export const GET = apiRoute(
  async (request) => {
    const { locale } = parseInput(alertsQuery, queryObject(request))
    return { data: await listCurrentAlerts(locale) }
  },
  { freshForSeconds: ALERT_ANSWER_SECONDS },
)
