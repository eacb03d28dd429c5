'use client'

import { buttonClass } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog.client'

/** A short confirmation ('Logged Out!', 'Email Sent!'): title, text and OK, with a check mark when `mark`. */
export function NoticeDialog({
  open,
  onClose,
  title,
  text,
  ok,
  mark = false,
}: {
  open: boolean
  onClose: () => void
  title: string
  text: string
  ok: string
  mark?: boolean
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} className="max-w-sm">
      <div className="p-8 text-center">
        {mark ? (
          <p
            className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-3xl text-brand-700"
            aria-hidden
          >
            ✓
          </p>
        ) : null}
        <h2 className={`${mark ? 'mt-4 ' : ''}text-xl font-bold text-slate-900`}>{title}</h2>
        <p className="mt-2 text-slate-700">{text}</p>
        <button type="button" className={buttonClass('primary', 'mt-6')} onClick={onClose}>
          {ok}
        </button>
      </div>
    </Dialog>
  )
}
