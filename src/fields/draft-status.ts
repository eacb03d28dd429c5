import type { SelectField } from 'payload'

import { staffText } from './staff-text'

type StaffText = ReturnType<typeof staffText>

/**
 * The sidebar status of what staff prepare as a draft and then set going (an exam's results, a
 * broadcast); `labels` names each status in both panel languages.
 */
export function draftStatusField<Status extends string>(
  statuses: readonly Status[],
  labels: Record<Status, StaffText>,
  description: StaffText,
): SelectField {
  return {
    name: 'status',
    label: staffText('Status', 'অবস্থা'),
    type: 'select',
    required: true,
    defaultValue: 'draft',
    index: true,
    options: statuses.map((value) => ({ value, label: labels[value] })),
    admin: { position: 'sidebar', description },
  }
}
