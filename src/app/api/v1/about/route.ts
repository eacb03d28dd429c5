import { toKeyValueItems } from '@/features/site/dto'
import { getAboutSettings } from '@/features/settings/queries'
import { apiRoute } from '@/app/api/v1/_shared/api-route'

/** GET /api/v1/about: the about page and principal's message keys (HTML for rich text). */
export const GET = apiRoute(async () => ({ data: toKeyValueItems(await getAboutSettings()) }))
