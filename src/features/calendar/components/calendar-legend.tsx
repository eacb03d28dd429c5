import { CALENDAR_ITEM_KINDS } from '../items'
import { KIND_LABELS } from '../labels'

import { KindDot } from './kind-badge'

/** What the colours and marks of the calendar mean, each with its name. */
export function CalendarLegend() {
  return (
    <ul
      aria-label="Key"
      className="flex flex-wrap gap-x-5 gap-y-2 rounded-2xl border border-slate-200 px-4 py-3 text-sm text-slate-700"
    >
      {CALENDAR_ITEM_KINDS.map((kind) => (
        <li key={kind} className="inline-flex items-center gap-2">
          <KindDot kind={kind} className="size-3" />
          {KIND_LABELS[kind]}
        </li>
      ))}
      <li className="inline-flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-3 rounded-sm border border-slate-300 bg-slate-200"
        />
        Friday (weekly holiday)
      </li>
      <li className="inline-flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-flex size-5 items-center justify-center rounded-full bg-brand-700 text-[0.625rem] font-semibold text-white"
        >
          1
        </span>
        Today
      </li>
    </ul>
  )
}
