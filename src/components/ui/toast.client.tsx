'use client'

import { useCallback, useEffect, useState, type ReactNode } from 'react'

import { LineIcon } from '@/components/ui/line-icon'

export type ToastMessage = { title: string; text: string; ok: boolean; at: number }

/** A short confirmation at the top of the screen, announced politely, gone after `ms`. */
export function Toast({
  toast,
  onDone,
  ms = 2000,
}: {
  toast: ToastMessage | null
  onDone: () => void
  ms?: number
}) {
  useEffect(() => {
    if (!toast) return
    const timer = window.setTimeout(onDone, ms)
    return () => window.clearTimeout(timer)
  }, [toast, onDone, ms])
  return (
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
  )
}

type ToastText = Pick<ToastMessage, 'title' | 'text'>

/** Copying a link with a toast that says whether it worked, for a `ToastButton` to show. */
export function useCopyToast(copied: ToastText, failed: ToastText) {
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const clear = useCallback(() => setToast(null), [])
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setToast({ ...copied, ok: true, at: Date.now() })
    } catch {
      setToast({ ...failed, ok: false, at: Date.now() })
    }
  }
  return { toast, clear, copy }
}

/** The small outlined button with an icon that raises a toast (share, copy link), and its toast. */
export function ToastButton({
  onClick,
  icon,
  toast,
  onToastDone,
  children,
}: {
  onClick: () => void
  icon: ReactNode
  toast: ToastMessage | null
  onToastDone: () => void
  children: ReactNode
}) {
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        <LineIcon className="size-4">{icon}</LineIcon>
        {children}
      </button>
      <Toast toast={toast} onDone={onToastDone} />
    </>
  )
}
