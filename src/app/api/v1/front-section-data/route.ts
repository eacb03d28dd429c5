import { toKeyValueItems } from '@/features/site/dto'
import { getHomeSettings } from '@/features/settings/queries'
import { DEFAULT_HERO_SUBTITLE, DEFAULT_HERO_TITLE } from '@/globals/Home'
import { apiRoute } from '@/app/api/v1/_shared/api-route'

/** GET /api/v1/front-section-data: the home page keys; the hero title and sub-title never miss. */
export const GET = apiRoute(async () => {
  const home = await getHomeSettings()
  return {
    data: toKeyValueItems({
      ...home,
      hero_section: home.hero_section?.trim() || DEFAULT_HERO_TITLE,
      hero_section_sub_title: home.hero_section_sub_title?.trim() || DEFAULT_HERO_SUBTITLE,
    }),
  }
})
