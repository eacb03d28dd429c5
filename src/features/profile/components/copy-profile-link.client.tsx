'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { localePath } from '@/i18n/locales'

import { Toast, type ToastMessage } from './toast.client'

/**
 * Copies {origin}/user-profile/{id} with the old site's confirmation or failure; from a
 * Bangla page the link opens the profile in Bangla.
 */
export function CopyProfileLink({ id }: { id: number }) {
  const t = useTranslations('ProfileCopyLink')
  const locale = useLocale()
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const clear = useCallback(() => setToast(null), [])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(
        `${window.location.origin}${localePath(`/user-profile/${id}`, locale)}`,
      )
      setToast({ title: t('copiedTitle'), text: t('copiedText'), ok: true, at: Date.now() })
    } catch {
      setToast({ title: t('failedTitle'), text: t('failedText'), ok: false, at: Date.now() })
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={copy}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
          <path d="M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
        </svg>
        {t('copy')}
      </button>
      <Toast toast={toast} onDone={clear} />
    </>
  )
}
