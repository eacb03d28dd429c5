import { useTranslations } from 'next-intl'

import { SectionNotFound } from '@/features/content/components/detail-layout'

export default function AlumniEventNotFound() {
  const t = useTranslations('AlumniEventDetail')
  return (
    <SectionNotFound message={t('notFound')} href="/alumni-association" label={t('backToAlumni')} />
  )
}
