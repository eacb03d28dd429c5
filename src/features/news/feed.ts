import 'server-only'

import { schoolFeed } from '@/features/settings/school-feed'

import { listNewsForFeed } from './queries'

export const newsFeed = schoolFeed({
  path: '/news',
  title: (schoolName) => `${schoolName}: News`,
  description: (schoolName) =>
    `Latest news from ${schoolName}: results, admissions, events and achievements.`,
  items: async () =>
    (await listNewsForFeed()).map((item) => ({
      path: `/news/${item.id}`,
      title: item.title,
      summary: item.short_description,
      date: item.publish_date,
      category: item.category,
    })),
})
