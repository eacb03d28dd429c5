import 'server-only'

import { schoolFeed } from '@/features/settings/school-feed'

import { listNoticesForFeed } from './queries'

export const noticesFeed = schoolFeed({
  path: '/notices',
  title: (schoolName) => `${schoolName}: Notices`,
  description: (schoolName) =>
    `Official notices of ${schoolName}: admission, exams, results and holidays.`,
  items: async () =>
    (await listNoticesForFeed()).map((notice) => ({
      path: `/notices/${notice.id}`,
      title: notice.title,
      summary: notice.excerpt,
      date: notice.publish_date,
      category: typeof notice.category === 'object' ? notice.category?.name : null,
    })),
})
