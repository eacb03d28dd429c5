import type { CalendarItemKind } from '../items'

/** Each kind's colours; the kind's name is always shown beside them, never colour alone. */
export const KIND_STYLES: Record<CalendarItemKind, { dot: string; chip: string; badge: string }> = {
  Holiday: {
    dot: 'bg-rose-600',
    chip: 'border-rose-500 bg-rose-50 text-rose-900',
    badge: 'border-rose-200 bg-rose-50 text-rose-800',
  },
  Exam: {
    dot: 'bg-amber-500',
    chip: 'border-amber-500 bg-amber-50 text-amber-900',
    badge: 'border-amber-200 bg-amber-50 text-amber-900',
  },
  Admission: {
    dot: 'bg-sky-600',
    chip: 'border-sky-600 bg-sky-50 text-sky-900',
    badge: 'border-sky-200 bg-sky-50 text-sky-900',
  },
  Academic: {
    dot: 'bg-brand-600',
    chip: 'border-brand-600 bg-brand-50 text-brand-900',
    badge: 'border-brand-100 bg-brand-50 text-brand-900',
  },
  Event: {
    dot: 'bg-violet-600',
    chip: 'border-violet-600 bg-violet-50 text-violet-900',
    badge: 'border-violet-200 bg-violet-50 text-violet-900',
  },
}
