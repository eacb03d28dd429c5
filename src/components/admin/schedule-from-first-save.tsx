'use client'

import { useDocumentInfo, useFormModified } from '@payloadcms/ui'
import { useEffect } from 'react'

/** Set when staff ask to schedule an unsaved item: the schedule opens once the draft is saved. */
const SCHEDULE_AFTER_SAVE = 'schedule-after-save'
/** A request older than this (a save that failed, a closed tab) is forgotten. */
const REQUEST_LIFETIME_MS = 60_000

/**
 * Payload schedules only a saved, unchanged item. For a new or edited one this button saves a
 * draft first and then opens the schedule, so staff can schedule from the first save.
 */
export function ScheduleFromFirstSave({ label, hint }: { label: string; hint: string }) {
  const { id } = useDocumentInfo()
  const modified = useFormModified()
  const saved = id !== undefined && !modified

  useEffect(() => {
    if (!saved) return
    const requested = Number(sessionStorage.getItem(SCHEDULE_AFTER_SAVE))
    sessionStorage.removeItem(SCHEDULE_AFTER_SAVE)
    if (requested && Date.now() - requested < REQUEST_LIFETIME_MS) return openSchedule()
  }, [saved])

  if (saved) return null
  return (
    <div className="schedule-from-first-save" style={{ marginBottom: '1.5rem' }}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        onClick={() => {
          sessionStorage.setItem(SCHEDULE_AFTER_SAVE, String(Date.now()))
          document.querySelector<HTMLButtonElement>('#action-save-draft')?.click()
        }}
      >
        {label}
      </button>
      <p className="field-description" style={{ marginTop: '0.5rem' }}>
        {hint}
      </p>
    </div>
  )
}

/** Opens the publish button's menu and its "Schedule Publish" entry once Payload offers it. */
function openSchedule(): () => void {
  let tries = 0
  const timer = window.setInterval(() => {
    tries += 1
    const schedule = document.querySelector<HTMLButtonElement>('#schedule-publish')
    if (schedule) schedule.click()
    else if (!document.querySelector('.popup__content'))
      document.querySelector<HTMLButtonElement>('#action-save-popup .popup-button')?.click()
    if (schedule || tries > 40) window.clearInterval(timer)
  }, 150)
  return () => window.clearInterval(timer)
}
