import { useTranslations } from 'next-intl'

/** The one load-failure card of the site. */
export function ErrorCard({ message }: { message?: string }) {
  const t = useTranslations('Errors')
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="text-lg font-semibold text-red-800">{t('title')}</p>
      <p className="mt-1 text-red-700">{message ?? t('loadFailed')}</p>
    </div>
  )
}

/** An empty list or a missing record, in the old site's exact words. */
export function EmptyState({ children }: { children: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
      {children}
    </p>
  )
}
