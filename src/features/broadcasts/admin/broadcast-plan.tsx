'use client'

import { useField, useForm, useFormFields, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react'

import type { BroadcastPlan } from '@/features/broadcasts/plan-endpoint'
import { localiseDigits } from '@/lib/digits'

/** How long typing pauses before the summary is counted again. */
const PAUSE_MS = 400

const TEXT = {
  en: {
    heading: 'Before sending',
    counting: 'Counting…',
    failed: 'The summary could not be counted just now; it is counted again on the next change.',
    recipients: 'SMS recipients',
    emails: 'E-mail recipients',
    parts: 'SMS parts per message',
    total: 'SMS parts in all',
    cost: 'Estimated cost',
    invalid: 'Numbers that cannot take SMS (listed as failed, not sent)',
    optedOut: 'Left out: on the opt-out list',
    unconfirmed:
      'Left out: guardian’s number not confirmed yet (the guardian types back the code sent to it, or the office confirms it on the member’s page)',
    noConsent:
      'Left out: the family has not agreed to the school’s messages (the student chooses a guardian under "Parents & guardian" in the profile)',
    alphabet: (encoding: string) =>
      encoding === 'UCS-2'
        ? 'Bangla / Unicode: 70 characters per part, 67 when split'
        : 'Plain English: 160 characters per part, 153 when split',
    first: (n: number, of: number) => `The first ${n} of ${of}:`,
    nobody: 'Nobody in this audience can be reached on the chosen channels.',
    askTitle: 'Send this broadcast?',
    ask: (plan: BroadcastPlan, cost: string) =>
      [
        plan.recipients
          ? `${plan.recipients} by SMS: ${plan.total_parts} SMS parts, about ${cost}`
          : '',
        plan.email_recipients ? `${plan.email_recipients} by e-mail` : '',
      ]
        .filter(Boolean)
        .join('; ') + '.',
    askLeftOut: (n: number) => `${n} left out (listed in the summary).`,
    askWhen: (when: string | null) =>
      when
        ? `It goes at ${when}.`
        : 'It goes now; SMS wait for 8 am if it is night and not urgent.',
    send: 'Send',
    back: 'Keep as draft',
  },
  bn: {
    heading: 'পাঠানোর আগে',
    counting: 'গোনা হচ্ছে…',
    failed: 'সারাংশ এখন গোনা গেল না; পরের পরিবর্তনে আবার গোনা হবে।',
    recipients: 'এসএমএস প্রাপক',
    emails: 'ই-মেইল প্রাপক',
    parts: 'প্রতি বার্তায় এসএমএস ভাগ',
    total: 'মোট এসএমএস ভাগ',
    cost: 'আনুমানিক খরচ',
    invalid: 'যে নম্বরে এসএমএস যাবে না (ব্যর্থ হিসেবে তালিকাভুক্ত, পাঠানো হবে না)',
    optedOut: 'বাদ: বন্ধের তালিকায় আছে',
    unconfirmed:
      'বাদ: অভিভাবকের নম্বর এখনও নিশ্চিত হয়নি (অভিভাবক ফোনে পাঠানো কোড ফেরত দেবেন, বা অফিস সদস্যের পাতায় নিশ্চিত করবে)',
    noConsent:
      'বাদ: পরিবার বিদ্যালয়ের বার্তায় সম্মতি দেয়নি (শিক্ষার্থী প্রোফাইলের "পিতামাতা ও অভিভাবক" অংশে একজন অভিভাবক বেছে নেয়)',
    alphabet: (encoding: string) =>
      encoding === 'UCS-2'
        ? 'বাংলা / ইউনিকোড: প্রতি ভাগে ৭০ অক্ষর, ভাগ হলে ৬৭'
        : 'সাধারণ ইংরেজি: প্রতি ভাগে ১৬০ অক্ষর, ভাগ হলে ১৫৩',
    first: (n: number, of: number) =>
      `${localiseDigits(String(of), 'bn')} জনের প্রথম ${localiseDigits(String(n), 'bn')} জন:`,
    nobody: 'নির্বাচিত মাধ্যমে এই প্রাপকদের কাউকে পৌঁছানো যাবে না।',
    askTitle: 'বার্তাটি পাঠাবেন?',
    ask: (plan: BroadcastPlan, cost: string) =>
      [
        plan.recipients
          ? `এসএমএসে ${localiseDigits(String(plan.recipients), 'bn')} জন: মোট ${localiseDigits(String(plan.total_parts ?? 0), 'bn')} ভাগ, আনুমানিক ${cost}`
          : '',
        plan.email_recipients
          ? `ই-মেইলে ${localiseDigits(String(plan.email_recipients), 'bn')} জন`
          : '',
      ]
        .filter(Boolean)
        .join('; ') + '।',
    askLeftOut: (n: number) => `${localiseDigits(String(n), 'bn')} জন বাদ (সারাংশে তালিকা আছে)।`,
    askWhen: (when: string | null) =>
      when
        ? `এটি যাবে ${when}।`
        : 'এটি এখনই যাবে; রাত হলে ও জরুরি না হলে এসএমএস সকাল ৮টা পর্যন্ত অপেক্ষা করবে।',
    send: 'পাঠান',
    back: 'খসড়া রাখুন',
  },
} as const

type Text = (typeof TEXT)[keyof typeof TEXT]

const cell = { padding: '0.25rem 0.75rem 0.25rem 0', textAlign: 'left' } as const
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

type Draft = {
  audience: unknown
  class_name: unknown
  section: unknown
  alumni_batch: unknown
  event: unknown
  channels: unknown
  text: unknown
}

/** The form's values as the plan endpoint reads them: empty ones as null. */
function draftBody(draft: Draft): string {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
  const whole = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) ? value : null
  const event =
    draft.event && typeof draft.event === 'object' && 'value' in draft.event
      ? (draft.event as { value: unknown }).value
      : draft.event
  return JSON.stringify({
    audience: draft.audience,
    class_name: text(draft.class_name),
    section: text(draft.section),
    alumni_batch: whole(draft.alumni_batch),
    event: whole(event),
    channels: Array.isArray(draft.channels) ? draft.channels : [],
    text: text(draft.text) ?? '',
  })
}

async function fetchPlan(body: string, signal?: AbortSignal): Promise<BroadcastPlan> {
  const response = await fetch('/api/broadcasts/plan', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body,
    signal,
  })
  if (!response.ok) throw new Error(`plan: ${response.status}`)
  return (await response.json()) as BroadcastPlan
}

/**
 * On a broadcast not yet sent: who it reaches and what its SMS cost, counted again whenever the
 * audience, channels or text change in the form; and, when staff choose "Send", one question
 * with the recipients, parts and cost before it is saved and sent.
 */
export function BroadcastPlanSummary() {
  const { i18n } = useTranslation()
  const language = i18n.language === 'bn-BD' ? 'bn' : 'en'
  const text = TEXT[language]
  const draft: Draft = {
    audience: useFormFields(([fields]) => fields.audience?.value),
    class_name: useFormFields(([fields]) => fields.class_name?.value),
    section: useFormFields(([fields]) => fields.section?.value),
    alumni_batch: useFormFields(([fields]) => fields.alumni_batch?.value),
    event: useFormFields(([fields]) => fields.event?.value),
    channels: useFormFields(([fields]) => fields.channels?.value),
    text: useFormFields(([fields]) => fields.text?.value),
  }
  const sendAt = useFormFields(([fields]) => fields.send_at?.value)
  const body = draft.audience ? draftBody(draft) : null
  const [plan, setPlan] = useState<{ body: string; plan: BroadcastPlan } | 'failed' | null>(null)

  useEffect(() => {
    if (!body) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchPlan(body, controller.signal)
        .then((next) => setPlan({ body, plan: next }))
        .catch(() => {
          if (!controller.signal.aborted) setPlan('failed')
        })
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [body])

  const money = useCallback(
    (amount: number) =>
      new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-BD', {
        style: 'currency',
        currency: 'BDT',
      }).format(amount),
    [language],
  )

  if (!body) return null
  const current = plan && plan !== 'failed' && plan.body === body ? plan.plan : null
  return (
    <section aria-labelledby="broadcast-preview" style={{ margin: '1.5rem 0' }}>
      <h3 id="broadcast-preview">{text.heading}</h3>
      <div aria-live="polite" aria-busy={current ? 'false' : 'true'}>
        {current ? (
          <PlanTable plan={current} text={text} money={money} language={language} />
        ) : (
          <p>{plan === 'failed' ? text.failed : text.counting}</p>
        )}
      </div>
      <SendQuestion
        body={body}
        sendAt={typeof sendAt === 'string' ? sendAt : null}
        text={text}
        money={money}
        language={language}
      />
    </section>
  )
}

function PlanTable({
  plan,
  text,
  money,
  language,
}: {
  plan: BroadcastPlan
  text: Text
  money: (amount: number) => string
  language: 'en' | 'bn'
}) {
  const count = (n: number | null | undefined) => localiseDigits(String(n ?? 0), language)
  const rows: [string, string][] = [
    [text.recipients, count(plan.recipients)],
    [text.emails, count(plan.email_recipients)],
    [text.parts, count(plan.parts_per_message)],
    [text.total, count(plan.total_parts)],
    [text.cost, money(plan.estimated_cost ?? 0)],
    [text.invalid, count(plan.invalid_numbers)],
    [text.optedOut, count(plan.opted_out)],
    [text.unconfirmed, count(plan.unconfirmed_numbers)],
    [text.noConsent, count(plan.no_consent)],
  ]
  return (
    <>
      <table>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" style={cell}>
                {label}
              </th>
              <td style={cell} data-figure>
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {plan.parts_per_message ? <p>{text.alphabet(plan.encoding ?? '')}</p> : null}
      {plan.listed === 0 ? (
        <p>{text.nobody}</p>
      ) : (
        <>
          <p>{text.first(plan.shown.length, plan.listed)}</p>
          <ul>
            {plan.shown.map((r) => (
              <li key={`${r.to}:${r.name}`}>
                {r.name} — {r.to}
                {r.reason ? ` (${r.reason})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}

/**
 * When the status is changed to "Send": a dialog with whom it reaches and what it costs. "Send"
 * saves the form (and so sends it); closing the dialog any other way puts the status back.
 */
function SendQuestion({
  body,
  sendAt,
  text,
  money,
  language,
}: {
  body: string
  sendAt: string | null
  text: Text
  money: (amount: number) => string
  language: 'en' | 'bn'
}) {
  const { value: status, setValue: setStatus } = useField<string>({ path: 'status' })
  const { submit } = useForm()
  const dialog = useRef<HTMLDialogElement>(null)
  const before = useRef(status)
  const confirmed = useRef(false)
  const ids = useId()
  const [asking, setAsking] = useState<{
    from: string
    /** When staff chose Send: a send time before it means now. */
    at: number
    plan: BroadcastPlan | null
    failed?: boolean
  } | null>(null)

  useEffect(() => {
    const from = before.current
    before.current = status
    if (status !== 'scheduled' || from === 'scheduled' || from === undefined) return
    confirmed.current = false
    setAsking({ from: from ?? 'draft', at: Date.now(), plan: null })
    fetchPlan(body)
      .then((plan) => setAsking((open) => (open ? { ...open, plan } : open)))
      .catch(() => setAsking((open) => (open ? { ...open, failed: true } : open)))
    // Asked once per change of the status; the body read is the form as it stands then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status])

  useEffect(() => {
    if (asking && !dialog.current?.open) dialog.current?.showModal()
  }, [asking])

  function closed() {
    const from = asking?.from ?? 'draft'
    setAsking(null)
    if (!confirmed.current) {
      before.current = from
      setStatus(from)
    }
  }

  const when = asking && sendAt && new Date(sendAt).getTime() > asking.at ? sendAt : null
  const whenText = when
    ? new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
        dateStyle: 'long',
        timeStyle: 'short',
      }).format(new Date(when))
    : null
  const leftOut = asking?.plan
    ? (asking.plan.invalid_numbers ?? 0) +
      (asking.plan.opted_out ?? 0) +
      (asking.plan.unconfirmed_numbers ?? 0) +
      asking.plan.no_consent
    : 0

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${ids}-title`}
      onClose={closed}
      style={{
        width: 'min(32rem, calc(100vw - 1.5rem))',
        padding: '1rem',
        border: '1px solid var(--theme-elevation-250)',
        borderRadius: '0.5rem',
        background: 'var(--theme-elevation-0)',
        color: 'var(--theme-text)',
      }}
    >
      {asking ? (
        <>
          <h2 id={`${ids}-title`} style={{ margin: '0 0 0.75rem', fontSize: '1.25rem' }}>
            {text.askTitle}
          </h2>
          {asking.plan ? (
            <p data-send-question>
              {text.ask(asking.plan, money(asking.plan.estimated_cost ?? 0))}
            </p>
          ) : (
            <p>{asking.failed ? text.failed : text.counting}</p>
          )}
          {leftOut > 0 ? <p>{text.askLeftOut(leftOut)}</p> : null}
          <p>{text.askWhen(whenText)}</p>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginTop: '1rem' }}>
            <button
              type="button"
              style={{
                ...button,
                background: 'var(--theme-elevation-900)',
                color: 'var(--theme-elevation-0)',
              }}
              disabled={!asking.plan && !asking.failed}
              onClick={() => {
                confirmed.current = true
                dialog.current?.close()
                void submit()
              }}
            >
              {text.send}
            </button>
            <button type="button" style={button} onClick={() => dialog.current?.close()}>
              {text.back}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  )
}
