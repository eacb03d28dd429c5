import { useTranslations } from 'next-intl'

import { SectionNotFound } from '@/features/content/components/detail-layout'

export default function ArticleNotFound() {
  const t = useTranslations('WritingPages')
  const kinds = useTranslations('WritingKinds')
  return (
    <SectionNotFound
      message={kinds('article.notFound')}
      href="/articles"
      label={t('seeAllArticles')}
    />
  )
}
