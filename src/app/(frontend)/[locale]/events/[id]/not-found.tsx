import { useTranslations } from 'next-intl'

import { SectionNotFound } from '@/features/content/components/detail-layout'

export default function EventNotFound() {
  const t = useTranslations('Events')
  return <SectionNotFound message={t('noEvents')} href="/events" label={t('seeAll')} />
}
