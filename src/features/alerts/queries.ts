import 'server-only'

import type { Locale } from '@/i18n/locales'
import { findPublic } from '@/lib/payload/find-public'

import { inShowingOrder, toAlertDto, type AlertDto } from './dto'

/** More than a handful at once would bury the page; staff rarely have more than one. */
const MAX_SHOWN = 5

/** The alerts shown now, in `locale` (English where staff wrote no Bangla), most urgent first. */
export async function listCurrentAlerts(locale: Locale): Promise<AlertDto[]> {
  const { docs } = await findPublic('alerts', {
    where: { until: { greater_than: new Date().toISOString() } },
    sort: '-createdAt',
    limit: MAX_SHOWN,
    depth: 0,
    select: { message: true, level: true, until: true, updatedAt: true },
    locale,
  })
  return inShowingOrder(docs.map(toAlertDto))
}
