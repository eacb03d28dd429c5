'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { localePath, splitLocale } from '@/i18n/locales'

type Toast = { title: string; text: string; ok: boolean } | null

/**
 * Share: the phone's share sheet where there is one, otherwise the link is copied with the
 * spec's confirmation ('Copied!' for 2 s) or its failure message.
 */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const t = useTranslations('Ui')
  const locale = useLocale()
  const [toast, setToast] = useState<Toast>(null)

  useEffect(() => {
    if (!toast) return
    const timer = window.setTimeout(() => setToast(null), 2000)
    return () => window.clearTimeout(timer)
  }, [toast])

  const share = async () => {
    // The shared address opens the page in the language it was shared from.
    const shared = localePath(splitLocale(path).path, locale)
    const url = new URL(shared, window.location.origin).toString()
    if (navigator.share && window.matchMedia('(pointer: coarse)').matches) {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      setToast({ title: t('copiedTitle'), text: t('copiedText'), ok: true })
    } catch {
      setToast({ title: t('copyFailedTitle'), text: t('copyFailedText'), ok: false })
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={share}
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
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {t('share')}
      </button>
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-24 z-50 flex justify-center px-4"
      >
        {toast ? (
          <div
            className={`rounded-2xl px-6 py-4 text-center shadow-xl ${toast.ok ? 'bg-brand-900 text-white' : 'bg-red-700 text-white'}`}
          >
            <p className="font-bold">{toast.title}</p>
            <p className="text-sm">{toast.text}</p>
          </div>
        ) : null}
      </div>
    </>
  )
}
