import { useTranslations } from 'next-intl'

import { SectionNotFound } from '@/features/content/components/detail-layout'

export default function NoticeNotFound() {
  const t = useTranslations('Notice')
  return <SectionNotFound message={t('notFound')} href="/notices" label={t('seeAll')} />
}
