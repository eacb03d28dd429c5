/** Writes the Bangla versions of the demo content beside the English (demo/bangla*.ts). */
import type { Payload } from 'payload'

import {
  ABOUT_BN,
  ALUMNI_PAGE_BN,
  calendarEntryBn,
  CLASSES_BN,
  classTextsBn,
  HOME_BN,
  NOTICE_CATEGORIES_BN,
  NOTICE_CLOSING_BN,
  NOTICES_BN,
  SITE_BN,
  STATS_LABELS_BN,
  TERMS_BN,
} from './demo/bangla'
import {
  ALUMNI_EVENTS_BN,
  ALUMNI_LEAD_BN,
  ARTICLES_BN,
  BLOGS_BN,
  EVENTS_BN,
  NEWS_BN,
  PARAGRAPHS_BN,
  VENUES_BN,
  WRITING_SUBTITLES_BN,
} from './demo/bangla-stories'
import { calendarEntriesFor } from './demo/calendar'
import { CLASSES } from './demo/school'
import { ALUMNI_EVENTS, ARTICLES, BLOGS, EVENTS, NEWS, storyParagraphs } from './demo/stories'
import { richText } from './rich-text'

const context = { disableRevalidate: true }

type Translatable =
  'news' | 'events' | 'classes' | 'notices' | 'notice-categories' | 'calendar-entries'

/** The ids of a collection's documents by their English `field` (one read per collection). */
async function idsByEnglish(payload: Payload, collection: Translatable, field: string) {
  const { docs } = await payload.find({
    collection,
    locale: 'en',
    limit: 0,
    pagination: false,
    depth: 0,
    select: { [field]: true },
    draft: false,
    overrideAccess: true,
  })
  const ids = new Map<string, number[]>()
  for (const doc of docs as unknown as Record<string, unknown>[]) {
    const key = String(doc[field])
    ids.set(key, [...(ids.get(key) ?? []), doc.id as number])
  }
  return (text: string) => ids.get(text) ?? []
}

/** Writes the Bangla versions beside the English demo content. */
export async function seedBangla(payload: Payload, year = new Date().getFullYear()) {
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
      principal_message: richText(ABOUT_BN.principal_message),
    },
  })
  await payload.updateGlobal({ slug: 'alumni-page', locale: 'bn', context, data: ALUMNI_PAGE_BN })
  await payload.updateGlobal({
    slug: 'terms',
    locale: 'bn',
    context,
    data: { title: TERMS_BN.title, content: richText(TERMS_BN.content) },
  })

  const update = async (
    collection: Translatable,
    ids: number[],
    data: Record<string, unknown>,
  ): Promise<void> => {
    for (const id of ids) await payload.update({ collection, id, locale: 'bn', context, data })
  }

  const news = await idsByEnglish(payload, 'news', 'title')
  for (const [i, item] of NEWS.entries()) {
    const bn = NEWS_BN[item.title]
    if (!bn) continue
    await update('news', news(item.title), {
      title: bn.title,
      short_description: bn.summary,
      description: richText(storyParagraphs(bn.summary, 2 + (i % 5), i, PARAGRAPHS_BN)),
    })
  }

  const events = await idsByEnglish(payload, 'events', 'name')
  for (const [i, e] of EVENTS.entries()) {
    const bn = EVENTS_BN[e.name]
    if (!bn) continue
    const venue = VENUES_BN[e.venue] ?? e.venue
    await update('events', events(e.name), {
      name: bn.name,
      sub_nameor_title: bn.subtitle,
      details: richText(
        storyParagraphs(
          `${bn.subtitle}। স্থান: ${venue}। আমাদের সঙ্গে যোগ দিন।`,
          3,
          i,
          PARAGRAPHS_BN,
        ),
      ),
    })
  }
  const writings = [
    [BLOGS, BLOGS_BN, WRITING_SUBTITLES_BN.Blog],
    [ARTICLES, ARTICLES_BN, WRITING_SUBTITLES_BN.Article],
  ] as const
  for (const [titles, names, subtitle] of writings) {
    for (const [i, title] of titles.entries()) {
      const name = names[title]
      if (!name) continue
      await update('events', events(title), {
        name,
        sub_nameor_title: subtitle,
        details: richText(storyParagraphs(`${name}।`, 3 + (i % 3), i, PARAGRAPHS_BN)),
      })
    }
  }
  for (const [i, e] of ALUMNI_EVENTS.entries()) {
    const name = ALUMNI_EVENTS_BN[e.name]
    if (!name) continue
    await update('events', events(e.name), {
      name,
      sub_nameor_title: WRITING_SUBTITLES_BN.Alumni,
      details: richText(storyParagraphs(ALUMNI_LEAD_BN, 3, i, PARAGRAPHS_BN)),
    })
  }

  const classes = await idsByEnglish(payload, 'classes', 'name')
  for (const c of CLASSES) {
    const name = CLASSES_BN[c.name]
    if (!name) continue
    const texts = classTextsBn(name, c.subjects.length)
    await update('classes', classes(c.name), {
      name,
      short_description: texts.short_description,
      long_description: richText(texts.long_description),
    })
  }

  const categories = await idsByEnglish(payload, 'notice-categories', 'name')
  for (const [english, name] of Object.entries(NOTICE_CATEGORIES_BN))
    await update('notice-categories', categories(english), { name })

  const notices = await idsByEnglish(payload, 'notices', 'title')
  for (const [english, bn] of Object.entries(NOTICES_BN))
    await update('notices', notices(english), {
      title: bn.title,
      body: richText([...bn.paragraphs, NOTICE_CLOSING_BN]),
    })

  const calendar = await idsByEnglish(payload, 'calendar-entries', 'title')
  for (const entry of calendarEntriesFor(year))
    await update('calendar-entries', calendar(entry.title), calendarEntryBn(entry))
}
