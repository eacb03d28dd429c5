'use client'

import { useTranslations } from 'next-intl'
import { useOptimistic, useState, useTransition } from 'react'

import { useLocaliseMessage } from '@/i18n/use-localise-message'

import { saveSectionVisibility } from '../actions'
import type { ProfileSection } from '@/lib/profile-privacy'

import { ProfileBox } from './profile-box'

export type PrivacyRow = {
  section: ProfileSection
  label: string
  isPublic: boolean
  /** Why the switch cannot be turned on (members under 18), or null. */
  locked: string | null
}

/** One switch per private section: who besides the member and the school office may see it. */
export function PrivacySettings({ rows }: { rows: PrivacyRow[] }) {
  const t = useTranslations('ProfilePrivacy')
  const localise = useLocaliseMessage()
  const [saved, setSaved] = useState(rows)
  const [shown, setShown] = useOptimistic(saved)
  const [, startTransition] = useTransition()
  const [error, setError] = useState<string | null>(null)

  const toggle = (section: ProfileSection, isPublic: boolean) => {
    setError(null)
    startTransition(async () => {
      setShown((all) => all.map((r) => (r.section === section ? { ...r, isPublic } : r)))
      const answer = await saveSectionVisibility(section, isPublic)
      if (answer.ok)
        setSaved((all) => all.map((r) => (r.section === section ? { ...r, isPublic } : r)))
      else setError(answer.message)
    })
  }

  return (
    <ProfileBox title={t('title')}>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      {error ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {localise(error)}
        </p>
      ) : null}
      <ul className="mt-4 divide-y divide-slate-100">
        {shown.map((row) => (
          <li key={row.section} className="flex items-center justify-between gap-4 py-3">
            <span>
              <span className="font-medium text-slate-900">{row.label}</span>
              <span className="block text-sm text-slate-600">
                {row.locked ?? (row.isPublic ? t('public') : t('private'))}
              </span>
            </span>
            <label className="relative inline-flex min-h-11 cursor-pointer items-center">
              <input
                type="checkbox"
                role="switch"
                className="peer absolute inset-0 z-10 cursor-pointer opacity-0 disabled:cursor-not-allowed"
                checked={row.isPublic}
                disabled={row.locked !== null}
                aria-label={t('showPublicly', { section: row.label })}
                onChange={(event) => toggle(row.section, event.target.checked)}
              />
              <span className="pointer-events-none h-7 w-12 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-accent-500 peer-disabled:opacity-50" />
              <span className="pointer-events-none absolute start-1 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5" />
            </label>
          </li>
        ))}
      </ul>
    </ProfileBox>
  )
}
