'use client'

import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { closeTextGapAction } from '@/features/institution/text-gap-action'

/**
 * On the institution checklist: the office says a section's other language needs no change after
 * a change in one, and the checklist is read again.
 */
export function CloseTextGap({
  section,
  label,
  refused,
}: {
  section: string
  label: string
  /** Said when the staff member may not change the Institution page. */
  refused: string
}) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [failed, setFailed] = useState(false)
  return (
    <>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const done = await closeTextGapAction(section)
            setFailed(!done)
            if (done) router.refresh()
          })
        }
      >
        {label}
      </button>
      {failed ? <span role="alert">{refused}</span> : null}
    </>
  )
}
