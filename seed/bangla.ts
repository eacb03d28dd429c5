/** Writes the Bangla versions of the demo content beside the English (see demo/bangla.ts). */
import type { Payload } from 'payload'

import {
  ABOUT_BN,
  ALUMNI_PAGE_BN,
  CALENDAR_BN,
  CLASSES_BN,
  EVENTS_BN,
  HOME_BN,
  NEWS_BN,
  NOTICE_CATEGORIES_BN,
  NOTICE_CLOSING_BN,
  NOTICES_BN,
  SITE_BN,
  STATS_LABELS_BN,
  TERMS_BN,
} from './demo/bangla'
import { richText } from './rich-text'

const context = { disableRevalidate: true }

type Translatable = 'news' | 'events' | 'classes' | 'notices' | 'notice-categories'

/** The ids of the documents whose English `field` is `text` (the first only, unless `all`). */
async function findAllByEnglish(
  payload: Payload,
  collection: Translatable | 'calendar-entries',
  field: string,
  text: string,
  limit = 1,
) {
  const { docs } = await payload.find({
    collection,
    where: { [field]: { equals: text } },
    locale: 'en',
    limit,
    depth: 0,
    select: {},
    draft: false,
    overrideAccess: true,
  })
  return docs.map((doc) => doc.id)
}

/** The id of the document whose English `field` is `text`, if the demo has it. */
async function findByEnglish(
  payload: Payload,
  collection: Translatable,
  field: string,
  text: string,
) {
  return (await findAllByEnglish(payload, collection, field, text))[0]
}

/** Writes the Bangla versions beside the English demo content. */
export async function seedBangla(payload: Payload) {
  await payload.updateGlobal({ slug: 'site', locale: 'bn', context, data: SITE_BN })
  const home = await payload.findGlobal({ slug: 'home', locale: 'en', depth: 0 })
  await payload.updateGlobal({
    slug: 'home',
    locale: 'bn',
    context,
    data: {
      ...HOME_BN,
      // The figures are shared; only their labels have a Bangla version.
      stats: (home.stats ?? []).map((stat, i) => ({
        ...stat,
        label: STATS_LABELS_BN[i] ?? stat.label,
      })),
    },
  })
  await payload.updateGlobal({
    slug: 'about',
    locale: 'bn',
    context,
    data: {
      ...ABOUT_BN,
      mission_vision: richText(ABOUT_BN.mission_vision),
      years_history: richText(ABOUT_BN.years_history),
    },
  })
  await payload.updateGlobal({ slug: 'alumni-page', locale: 'bn', context, data: ALUMNI_PAGE_BN })
  await payload.updateGlobal({ slug: 'terms', locale: 'bn', context, data: TERMS_BN })

  for (const [english, bn] of Object.entries(NEWS_BN)) {
    const id = await findByEnglish(payload, 'news', 'title', english)
    if (!id) continue
    await payload.update({
      collection: 'news',
      id,
      locale: 'bn',
      context,
      data: {
        title: bn.title,
        short_description: bn.summary,
        description: richText([bn.summary, NEWS_BODY_BN]),
      },
    })
  }
  for (const [english, bn] of Object.entries(EVENTS_BN)) {
    const id = await findByEnglish(payload, 'events', 'name', english)
    if (!id) continue
    await payload.update({
      collection: 'events',
      id,
      locale: 'bn',
      context,
      data: { name: bn.name, sub_nameor_title: bn.subtitle },
    })
  }
  for (const [english, name] of Object.entries(CLASSES_BN)) {
    const id = await findByEnglish(payload, 'classes', 'name', english)
    if (!id) continue
    await payload.update({ collection: 'classes', id, locale: 'bn', context, data: { name } })
  }
  for (const [english, name] of Object.entries(NOTICE_CATEGORIES_BN)) {
    const id = await findByEnglish(payload, 'notice-categories', 'name', english)
    if (!id) continue
    await payload.update({
      collection: 'notice-categories',
      id,
      locale: 'bn',
      context,
      data: { name },
    })
  }
  for (const [english, bn] of Object.entries(NOTICES_BN)) {
    const id = await findByEnglish(payload, 'notices', 'title', english)
    if (!id) continue
    await payload.update({
      collection: 'notices',
      id,
      locale: 'bn',
      context,
      data: { title: bn.title, body: richText([...bn.paragraphs, NOTICE_CLOSING_BN]) },
    })
  }
  for (const [english, title] of Object.entries(CALENDAR_BN)) {
    const ids = await findAllByEnglish(payload, 'calendar-entries', 'title', english, 10)
    for (const id of ids)
      await payload.update({
        collection: 'calendar-entries',
        id,
        locale: 'bn',
        context,
        data: { title },
      })
  }
}

const NEWS_BODY_BN =
  'বিস্তারিত জানতে বিদ্যালয়ের অফিসে যোগাযোগ করুন অথবা নোটিশ বোর্ড দেখুন। অভিভাবক ও শিক্ষার্থীদের সহযোগিতার জন্য ধন্যবাদ।'
