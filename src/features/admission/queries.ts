import 'server-only'

import { cache } from 'react'

import { findPublic } from '@/lib/payload/find-public'
import { NOTICE_LIST_FIELDS } from '@/features/notices/queries'
import { startOfDhakaDay } from '@/features/notices/rules'

/** The notice category whose notices the admission page lists. */
export const ADMISSION_CATEGORY = 'Admission'
const LATEST_NOTICES = 5

/** Every class with what a family weighs before applying: duration, fees, requirements. */
export const listClassesForAdmission = cache(async () => {
  const { docs } = await findPublic('classes', {
    sort: 'sort_order',
    limit: 100,
    depth: 0,
    select: {
      name: true,
      short_description: true,
      duration: true,
      fees: true,
      requiredments: true,
    },
  })
  return docs
})

/** Admission dates that have not passed yet (a period counts until its last day), soonest first. */
export const listUpcomingAdmissionDates = cache(async (now: Date = new Date()) => {
  const today = startOfDhakaDay(now).toISOString()
  const { docs } = await findPublic('calendar-entries', {
    where: {
      and: [
        { kind: { equals: 'Admission' } },
        {
          or: [
            { end_date: { greater_than_equal: today } },
            {
              and: [{ end_date: { exists: false } }, { start_date: { greater_than_equal: today } }],
            },
          ],
        },
      ],
    },
    sort: 'start_date',
    limit: 20,
    depth: 0,
    select: { title: true, start_date: true, end_date: true, description: true },
  })
  return docs
})

/** The newest published admission notices, and the category for the link to all of them. */
export const listLatestAdmissionNotices = cache(async () => {
  const [notices, categories] = await Promise.all([
    findPublic('notices', {
      where: { 'category.name': { equals: ADMISSION_CATEGORY } },
      sort: '-publish_date',
      limit: LATEST_NOTICES,
      depth: 1,
      select: NOTICE_LIST_FIELDS,
    }),
    findPublic('notice-categories', {
      where: { name: { equals: ADMISSION_CATEGORY } },
      limit: 1,
      depth: 0,
      select: {},
    }),
  ])
  return { notices: notices.docs, categoryId: categories.docs[0]?.id ?? null }
})
