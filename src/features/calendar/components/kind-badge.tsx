import { useTranslations } from 'next-intl'

import type { CalendarItemKind } from '../items'
import { KIND_MESSAGE_KEYS } from '../labels'

import { KIND_STYLES } from './kind-styles'

export function KindDot({ kind, className = '' }: { kind: CalendarItemKind; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-2 shrink-0 rounded-full ${KIND_STYLES[kind].dot} ${className}`}
    />
  )
}

/** The kind of an entry as a coloured badge with its name. */
export function KindBadge({ kind }: { kind: CalendarItemKind }) {
  const t = useTranslations('CalendarKinds')
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold ${KIND_STYLES[kind].badge}`}
    >
      <KindDot kind={kind} />
      {t(KIND_MESSAGE_KEYS[kind])}
    </span>
  )
}
