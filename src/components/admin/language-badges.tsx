'use client'

import { useFormFields, useLocale } from '@payloadcms/ui'

export type LanguageBadge = {
  code: string
  name: string
  /** Whether the saved item has a title in this language. */
  saved: boolean
}

/**
 * One badge per language, "written" or "missing": the language being edited follows the title as
 * it is typed (and so stays right after a save), the others show what is saved.
 */
export function LanguageBadges({
  badges,
  titleField,
  written,
  missing,
}: {
  badges: LanguageBadge[]
  titleField: string
  written: string
  missing: string
}) {
  const locale = useLocale()
  const typed = useFormFields(([fields]) => fields[titleField]?.value)
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: '0.5rem' }}>
      {badges.map((badge) => {
        const filled =
          badge.code === locale.code
            ? typeof typed === 'string' && typed.trim() !== ''
            : badge.saved
        return (
          <li
            key={badge.code}
            data-language={badge.code}
            data-filled={filled}
            style={{
              padding: '0.125rem 0.5rem',
              borderRadius: '999px',
              border: '1px solid',
              color: filled
                ? 'var(--theme-success-700, #166534)'
                : 'var(--theme-error-700, #b91c1c)',
            }}
          >
            {badge.name}: {filled ? written : missing}
          </li>
        )
      })}
    </ul>
  )
}
