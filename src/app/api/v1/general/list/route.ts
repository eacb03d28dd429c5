import { toKeyValueItems } from '@/features/site/dto'
import { getSiteSettings } from '@/features/settings/queries'
import { apiRoute } from '@/app/api/v1/_shared/api-route'

/** GET /api/v1/general/list: the site settings (logo, footer contacts, social links) as key/value items. */
export const GET = apiRoute(async () => ({ data: toKeyValueItems(await getSiteSettings()) }))
