import { useTranslations } from 'next-intl'

import { SectionNotFound } from '@/features/content/components/detail-layout'

export default function NewsNotFound() {
  const t = useTranslations('NewsDetail')
  return <SectionNotFound message={t('notFound')} href="/news" label={t('seeAll')} />
}
