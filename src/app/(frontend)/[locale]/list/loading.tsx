import { useTranslations } from 'next-intl'

/**
 * Shown while a search or a later page of a list renders (those are rendered per request): a
 * quiet skeleton, announced to screen readers. Cached pages have no such boundary: their HTML
 * carries the content itself, painted as soon as it arrives rather than swapped in by a script.
 */
export default function Loading() {
  const t = useTranslations('Shell')
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl animate-pulse px-4 py-12">
      <span className="sr-only">{t('loading')}</span>
      <div className="h-10 w-2/3 rounded-lg bg-slate-200" />
      <div className="mt-4 h-5 w-1/2 rounded bg-slate-200" />
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-64 rounded-2xl bg-slate-200" />
        ))}
      </div>
    </div>
  )
}
