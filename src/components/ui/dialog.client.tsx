'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ReactNode } from 'react'

type Props = {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  className?: string
  /** Keep the content drawn while closed, so a form closed by a stray tap keeps what was typed. */
  keepContent?: boolean
}

/**
 * A modal on the native <dialog>: the rest of the page becomes inert (focus stays inside), Esc
 * closes it, a click on the backdrop closes it, and the page does not scroll behind it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className = '',
  keepContent = false,
}: Props) {
  const t = useTranslations('Ui')
  const ref = useRef<HTMLDialogElement>(null)
  // Drawn open on the server (a form's answer to a browser without JavaScript), the dialog shows
  // in the page; once scripts run it becomes modal. The attribute is never changed afterwards.
  const [drawnOpen] = useState(open)
  const reopening = useRef(false)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.matches(':modal')) {
      if (dialog.open) {
        // Closed only to open again as a modal: its close event is not the visitor's.
        reopening.current = true
        dialog.close()
      }
      dialog.showModal()
      document.documentElement.style.overflow = 'hidden'
    }
    if (!open && dialog.open) dialog.close()
    return () => {
      document.documentElement.style.overflow = ''
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      open={drawnOpen || undefined}
      aria-label={title}
      onClose={() => {
        if (reopening.current) {
          reopening.current = false
          return
        }
        document.documentElement.style.overflow = ''
        onClose()
      }}
      onClick={(event) => {
        if (event.target === ref.current) ref.current.close()
      }}
      className={`m-auto w-[min(92vw,48rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-black/60 ${className}`}
    >
      <div className="relative">
        <button
          type="button"
          onClick={() => ref.current?.close()}
          aria-label={t('close')}
          className="absolute top-2 right-2 z-10 grid size-10 place-items-center rounded-full bg-white/90 text-2xl leading-none text-slate-800 shadow hover:bg-white focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          ×
        </button>
        {open || keepContent ? children : null}
      </div>
    </dialog>
  )
}
