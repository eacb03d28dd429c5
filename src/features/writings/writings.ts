/**
 * Blogs and articles share one collection (events, by type) and one set of pages. Pages show the
 * texts of the `WritingKinds.<messages>` catalogue in their language.
 */
export const WRITINGS = {
  Blog: { type: 'Blog', messages: 'blog', path: '/blogs' },
  Article: { type: 'Article', messages: 'article', path: '/articles' },
} as const

export type WritingKind = keyof typeof WRITINGS
