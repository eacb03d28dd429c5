import { toKeyValueItems } from '@/features/site/dto'
import { getAlumniPageSettings } from '@/features/settings/queries'
import { apiRoute } from '@/app/api/v1/_shared/api-route'

/** GET /api/v1/alumni-banner-section-data: the alumni page keys (spellings such as linkdin_link kept). */
export const GET = apiRoute(async () => ({ data: toKeyValueItems(await getAlumniPageSettings()) }))
