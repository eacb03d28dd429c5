/**
 * Blogs and articles share one collection (events, by type) and one set of pages. Pages show the
 * texts of `WritingKinds.<messages>` in their language; the English ones here are the spec's.
 */
export const WRITINGS = {
  Blog: {
    type: 'Blog',
    messages: 'blog',
    path: '/blogs',
    title: 'Blogs',
    label: 'Blog',
    subtitle: 'Stories and notes from our students, teachers and families.',
    allTitle: 'All Blogs',
    recentTitle: 'Most Recent Blogs',
    emptyList: 'No Result Found',
    emptyRecent: 'No latest blogs available.',
    notFound: 'Blog not found!',
  },
  Article: {
    type: 'Article',
    messages: 'article',
    path: '/articles',
    title: 'Articles',
    label: 'Article',
    subtitle: 'Guides and long reads for students and guardians.',
    allTitle: 'All Articles',
    recentTitle: 'Most Recent Articles',
    emptyList: 'No Article found',
    emptyRecent: 'No Recent Article Found',
    notFound: 'Article not found',
  },
} as const

export type WritingKind = keyof typeof WRITINGS
