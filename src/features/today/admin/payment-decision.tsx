'use client'

import { useTranslation } from '@payloadcms/ui'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react'

import { decisionEmail } from '@/features/payments/decision-email'
import { decidePaymentAction } from '@/features/today/actions'
import type { PaymentToVerify } from '@/features/today/queries'

import { TODAY_TEXT } from './today-text'

type Decision = 'approved' | 'rejected'

/** What a statement check showed of a payment; its "Decide" link carries it to the payment's page. */
export type StatementCase = 'missing' | 'amount-differs' | 'sender-differs'

/** The reason (of TODAY_TEXT's presets) a rejection starts from, after what the statement showed. */
const PRESET_FOR: Record<StatementCase, number> = {
  missing: 0,
  'amount-differs': 1,
  'sender-differs': 3,
}

function presetFor(found: string | null | undefined): number {
  return found && found in PRESET_FOR ? PRESET_FOR[found as StatementCase] : 0
}

const button: CSSProperties = {
  minHeight: '2.75rem',
  padding: '0.5rem 1rem',
  borderRadius: '0.375rem',
  border: '1px solid var(--theme-elevation-400)',
  background: 'var(--theme-elevation-0)',
  color: 'var(--theme-text)',
  cursor: 'pointer',
  font: 'inherit',
}
const primary: CSSProperties = {
  ...button,
  background: 'var(--theme-elevation-900)',
  color: 'var(--theme-elevation-0)',
}

/**
 * Approve / Reject of one payment on the Today panel: each opens a confirmation dialog showing
 * the e-mail the member will get; a rejection needs a reason, chosen or written, and starts from
 * the one that fits what a statement check showed.
 */
export function PaymentDecision({
  payment,
  schoolName,
  reloadAfter = false,
}: {
  payment: PaymentToVerify
  schoolName: string
  /** On a registration's own page: reload it, so its form shows the decision just saved. */
  reloadAfter?: boolean
}) {
  const { i18n } = useTranslation()
  const text = TODAY_TEXT[i18n.language === 'bn-BD' ? 'bn' : 'en']
  const router = useRouter()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const ids = useId()
  const [decision, setDecision] = useState<Decision>('approved')
  // Opened from a statement check's "Decide": the reason matches what the statement showed.
  const found = useSearchParams()?.get('statement')
  const [preset, setPreset] = useState(() => presetFor(found))
  const [ownWords, setOwnWords] = useState('')
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const [working, setWorking] = useState(false)
  const [isOpen, setIsOpen] = useState(false)

  // Shown once it holds the chosen decision, so the browser focuses that dialog's first control.
  useEffect(() => {
    if (isOpen && !dialog.current?.open) dialog.current?.showModal()
  }, [isOpen])

  const own = preset === text.reasonPresets.length
  // A chosen reason is written in the member's language, as the rest of their e-mail.
  const presets = TODAY_TEXT[payment.language].reasonPresets
  const reason = decision === 'rejected' ? (own ? ownWords.trim() : presets[preset]) : ''
  const email = decisionEmail(
    { ...payment, status: decision, decision_note: reason || null },
    schoolName,
    payment.language,
  )

  function open(next: Decision, trigger: HTMLButtonElement) {
    opener.current = trigger
    setDecision(next)
    setError('')
    setIsOpen(true)
  }

  function close() {
    dialog.current?.close()
    setIsOpen(false)
    opener.current?.focus()
  }

  async function confirm() {
    setWorking(true)
    const answer = await decidePaymentAction({ id: payment.id, decision, reason })
    setWorking(false)
    if (answer.status === 'error') {
      setError(i18n.language === 'bn-BD' ? answer.bn : answer.en)
      return
    }
    dialog.current?.close()
    setIsOpen(false)
    setDone(decision === 'approved' ? text.approved(payment.name) : text.rejected(payment.name))
    if (reloadAfter) {
      window.location.reload()
      return
    }
    // The payment leaves the queue: the heading keeps the focus the removed buttons had.
    document.getElementById('today-payments')?.focus()
    router.refresh()
  }

  if (done) return <p role="status">{done}</p>

  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '0.5rem' }}>
        {(['approved', 'rejected'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            style={choice === 'approved' ? primary : button}
            aria-label={
              choice === 'approved' ? text.approveFor(payment.name) : text.rejectFor(payment.name)
            }
            onClick={(event) => open(choice, event.currentTarget)}
          >
            {choice === 'approved' ? text.approve : text.reject}
          </button>
        ))}
      </div>
      <dialog
        ref={dialog}
        aria-labelledby={`${ids}-title`}
        onCancel={(event) => {
          event.preventDefault()
          close()
        }}
        style={{
          width: 'min(36rem, calc(100vw - 1.5rem))',
          maxHeight: 'calc(100dvh - 1.5rem)',
          padding: '1rem',
          border: '1px solid var(--theme-elevation-250)',
          borderRadius: '0.5rem',
          background: 'var(--theme-elevation-0)',
          color: 'var(--theme-text)',
        }}
      >
        <h2 id={`${ids}-title`} style={{ margin: '0 0 0.75rem', fontSize: '1.25rem' }}>
          {decision === 'approved' ? text.approveTitle : text.rejectTitle}
        </h2>
        {decision === 'rejected' ? (
          <fieldset style={{ border: 0, margin: '0 0 1rem', padding: 0 }}>
            <legend style={{ fontWeight: 600 }}>{text.reason}</legend>
            <p style={{ margin: '0.25rem 0 0.5rem' }}>{text.reasonHelp}</p>
            {[...text.reasonPresets, text.ownReason].map((label, index) => (
              <label
                key={label}
                style={{
                  display: 'flex',
                  gap: '0.5rem',
                  alignItems: 'start',
                  padding: '0.25rem 0',
                }}
              >
                <input
                  type="radio"
                  name={`${ids}-reason`}
                  checked={preset === index}
                  onChange={() => setPreset(index)}
                />
                {label}
              </label>
            ))}
            {own ? (
              <textarea
                aria-label={text.ownReason}
                value={ownWords}
                maxLength={500}
                rows={3}
                onChange={(event) => setOwnWords(event.target.value)}
                style={{ width: '100%', marginTop: '0.25rem', font: 'inherit' }}
              />
            ) : null}
          </fieldset>
        ) : null}
        <p style={{ margin: '0 0 0.25rem' }}>{text.emailIntro(payment.email)}</p>
        <div
          data-email-preview
          style={{
            padding: '0.75rem',
            borderRadius: '0.375rem',
            background: 'var(--theme-elevation-50)',
            overflowWrap: 'anywhere',
          }}
        >
          <p style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>
            {text.subject}: {email.subject}
          </p>
          <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{email.text}</p>
        </div>
        {error ? (
          <p role="alert" style={{ color: 'var(--theme-error-750)', margin: '0.75rem 0 0' }}>
            {error}
          </p>
        ) : null}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '1rem' }}>
          <button type="button" style={button} onClick={close}>
            {text.cancel}
          </button>
          <button type="button" style={primary} disabled={working} onClick={() => void confirm()}>
            {working
              ? text.working
              : decision === 'approved'
                ? text.confirmApprove
                : text.confirmReject}
          </button>
        </div>
      </dialog>
    </>
  )
}
