import { useTranslations } from 'next-intl'

/** Shown until the session is checked and the profile is read (a spinner). */
export default function Loading() {
  const t = useTranslations('ProfilePage')
  return (
    <div role="status" aria-live="polite" className="grid min-h-[50vh] place-items-center">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-700 border-t-transparent" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  )
}
