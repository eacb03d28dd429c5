import { useTranslations } from 'next-intl'

import { EmptyState } from '@/components/ui/error-card'

import { ProfileBox } from './profile-box'

/** A titled list of the member's records (alumni registrations, payments), each with its status. */
export function RecordList({
  title,
  empty,
  rows,
}: {
  title: string
  empty: string
  rows: {
    id: number
    title: string
    detail: string
    status: string | null | undefined
    /** The office's reason, shown when a payment was rejected. */
    note?: string | null
  }[]
}) {
  const t = useTranslations('OwnProfile')
  const statuses = {
    pending: t('statusPending'),
    approved: t('statusApproved'),
    rejected: t('statusRejected'),
  }
  return (
    <ProfileBox title={title} headingClassName="text-xl font-bold text-brand-900">
      <div className="mt-4">
        {rows.length === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100">
            {rows.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span>
                  <span className="block font-semibold text-slate-900">{row.title}</span>
                  <span className="text-sm text-slate-600">{row.detail}</span>
                  {row.status === 'rejected' && row.note ? (
                    <span className="block text-sm text-red-800">
                      {t('reason', { note: row.note })}
                    </span>
                  ) : null}
                </span>
                <span
                  className={`rounded-full px-3 py-1 text-sm font-semibold ${row.status === 'approved' ? 'bg-green-100 text-green-800' : row.status === 'rejected' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
                >
                  {statuses[row.status as keyof typeof statuses] ?? statuses.pending}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ProfileBox>
  )
}
