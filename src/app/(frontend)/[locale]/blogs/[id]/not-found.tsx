import { useTranslations } from 'next-intl'

import { SectionNotFound } from '@/features/content/components/detail-layout'

export default function BlogNotFound() {
  const t = useTranslations('WritingPages')
  const kinds = useTranslations('WritingKinds')
  return <SectionNotFound message={kinds('blog.notFound')} href="/blogs" label={t('seeAllBlogs')} />
}
