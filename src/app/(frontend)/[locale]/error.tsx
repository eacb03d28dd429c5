'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { Button } from '@/components/ui/button'
import { ErrorCard } from '@/components/ui/error-card'

/** A section that failed to load shows the site's error card and a way to try again. */
export default function FrontendError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useTranslations('Errors')
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <ErrorCard />
      <div className="mt-6 text-center">
        <Button onClick={reset}>{t('tryAgain')}</Button>
      </div>
    </div>
  )
}
