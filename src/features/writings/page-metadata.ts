import 'server-only'

import { itemPageMetadata, pageMetadata } from '@/features/content/page-metadata'
import { getEvent } from '@/features/events/queries'

import { WRITINGS, type WritingKind } from './writings'

/** `generateMetadata` of /blogs or /articles. */
export function writingsPageMetadata(kind: WritingKind) {
  const w = WRITINGS[kind]
  return pageMetadata(w.path, ({ t }) => ({
    title: t(`WritingKinds.${w.messages}.title`),
    description: t(`WritingKinds.${w.messages}.subtitle`),
  }))
}

/** `generateMetadata` of a blog's or an article's page. */
export function writingPageMetadata(kind: WritingKind) {
  const w = WRITINGS[kind]
  return itemPageMetadata({
    load: (id) => getEvent(id, w.type),
    notFoundTitle: `WritingKinds.${w.messages}.notFound`,
    describe: (item, { t }) => ({
      title: t(`WritingPages.${w.messages}Details`),
      path: `${w.path}/${item.id}`,
      description: item.sub_nameor_title,
      preview: { title: item.name, article: true },
    }),
  })
}
