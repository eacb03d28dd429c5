import { EmptyState } from '@/components/ui/error-card'
import { Link } from '@/components/ui/link.client'
import { truncate } from '@/lib/format'
import type { Notice } from '@/payload-types'

import { Day } from './day'

type ListedNotice = Pick<Notice, 'id' | 'title' | 'publish_date' | 'excerpt'>

/** The newest admission notices, each a link to the notice with its publish date. */
export function AdmissionNotices({ notices }: { notices: ListedNotice[] }) {
  if (notices.length === 0) return <EmptyState>No admission notices yet.</EmptyState>
  return (
    <ul className="grid gap-3">
      {notices.map((notice) => (
        <li key={notice.id}>
          <article className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-3 focus-within:ring-accent-500 hover:border-brand-600">
            <h3 className="leading-snug font-semibold text-slate-900">
              {/* The whole card is the link's target area; the title is its accessible name. */}
              <Link
                href={`/notices/${notice.id}`}
                className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
              >
                {notice.title}
              </Link>
            </h3>
            {notice.excerpt ? (
              <p className="mt-1 text-sm text-slate-700">{truncate(notice.excerpt, 120)}</p>
            ) : null}
            <p className="mt-2 text-xs text-slate-600">
              <span className="sr-only">Published </span>
              <Day value={notice.publish_date} />
            </p>
          </article>
        </li>
      ))}
    </ul>
  )
}
