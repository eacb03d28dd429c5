import { useTranslations } from 'next-intl'

import { NotFoundMessage } from '@/components/layout/not-found-message'

export default function ClassNotFound() {
  const t = useTranslations('ClassPage')
  return <NotFoundMessage title={t('notFoundTitle')} text={t('notFoundText')} />
}
