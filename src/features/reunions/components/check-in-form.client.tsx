'use client'

import { useTranslations } from 'next-intl'
import {
  useActionState,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react'

import { SubmitButton } from '@/components/ui/button'
import { FormMessage, inputClass } from '@/components/ui/form-field'
import { useLocaliseMessage } from '@/i18n/use-localise-message'

import { checkInAction, type CheckInFormState } from '../check-in-action'
import {
  forgetCode,
  keepCode,
  sendCheckIn,
  waitingCodes,
  type CheckInAnswer,
} from '../check-in-sender'
import { QrCamera } from './qr-camera.client'
import { loadReunionTable } from './reunion-table'

type Answered = Exclude<CheckInAnswer, { kind: 'no answer' }>
/** What the gate saw last: the server's verdict, or that the card waits on this phone. */
type Shown = Answered | { kind: 'queued'; code: string }

/** While scans wait, the phone asks again this often, in case the browser never says it is online. */
const RETRY_MS = 20_000

const noSubscription = () => () => {}

/**
 * The gate's form: type (or paste) an entry card's code and see who it is and whether to let them
 * in. Without JavaScript the form posts to the server action. With it, cards go to the API, and a
 * card that gets no answer (no network) waits on the phone and is sent once the connection is back.
 */
export function CheckInForm() {
  const t = useTranslations('CheckIn')
  const localise = useLocaliseMessage(loadReunionTable)
  const [state, action, pending] = useActionState<CheckInFormState, FormData>(checkInAction, {
    status: 'idle',
    values: { code: '', result: '' },
  })
  const [shown, setShown] = useState<Shown | null>(null)
  const [sending, setSending] = useState(false)
  const [waiting, setWaiting] = useState<string[]>([])
  const [sentLater, setSentLater] = useState<Answered[]>([])
  const flushing = useRef(false)
  // The camera needs the page's scripts: without them the typed code is the only way.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

  /** Sends the waiting cards one by one, oldest first, until one gets no answer. */
  const sendWaiting = useCallback(async () => {
    if (flushing.current) return
    flushing.current = true
    setWaiting(waitingCodes(localStorage))
    try {
      for (const code of waitingCodes(localStorage)) {
        const answer = await sendCheckIn(code)
        if (answer.kind === 'no answer') break
        setWaiting(forgetCode(localStorage, code))
        setSentLater((earlier) => [answer, ...earlier])
      }
    } finally {
      flushing.current = false
    }
  }, [])

  useEffect(() => {
    void sendWaiting()
    const onOnline = () => void sendWaiting()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [sendWaiting])

  useEffect(() => {
    if (waiting.length === 0) return
    const timer = window.setInterval(() => void sendWaiting(), RETRY_MS)
    return () => window.clearInterval(timer)
  }, [waiting.length, sendWaiting])

  /** Checks one card in; true once the server answered or the card waits on the phone. */
  const checkIn = useCallback(
    async (typed: string): Promise<boolean> => {
      const code = typed.trim()
      const keep = () => {
        setWaiting(keepCode(localStorage, code))
        setShown({ kind: 'queued', code })
        return true
      }
      if (code && navigator.onLine === false) return keep()
      setSending(true)
      const answer = await sendCheckIn(code).finally(() => setSending(false))
      if (answer.kind === 'no answer') return code ? keep() : false
      setShown(answer)
      void sendWaiting()
      return answer.kind !== 'refused'
    },
    [sendWaiting],
  )

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const code = String(new FormData(form).get('code') ?? '')
    void checkIn(code).then((done) => {
      if (done) form.reset()
    })
  }

  const error = !shown && state.status === 'invalid' ? state.errors.code : undefined
  return (
    <div className="mt-6 space-y-4">
      {scripted ? <QrCamera onCode={(code) => void checkIn(code)} /> : null}
      <form action={action} onSubmit={onSubmit} className="space-y-4">
        {shown ? (
          <AnswerMessage answer={shown} localise={localise} />
        ) : state.status === 'success' ? (
          <FormMessage
            ok={state.values.result === 'admitted'}
            title={state.values.result === 'admitted' ? t('admittedTitle') : t('alreadyTitle')}
            text={localise(state.message)}
          />
        ) : state.status === 'error' ? (
          <FormMessage ok={false} title={t('errorTitle')} text={localise(state.message)} />
        ) : null}
        <div>
          <label htmlFor="check-in-code" className="font-medium text-slate-800">
            {t('code')}
          </label>
          <input
            key={state.status === 'success' ? state.message : 'typing'}
            id="check-in-code"
            name="code"
            defaultValue={state.values.code}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'check-in-code-error' : undefined}
            className={inputClass}
          />
          {error ? (
            <p id="check-in-code-error" className="mt-1 text-sm text-red-700">
              {localise(error)}
            </p>
          ) : null}
        </div>
        <SubmitButton
          pending={pending || sending}
          label={t('submit')}
          pendingLabel={t('submitting')}
        />
      </form>
      {waiting.length > 0 ? (
        <p role="status" data-testid="check-in-waiting" className="font-medium text-amber-800">
          {t('waiting', { count: waiting.length })}
        </p>
      ) : null}
      {sentLater.length > 0 ? (
        <section aria-labelledby="check-in-sent-later" className="space-y-2">
          <h2 id="check-in-sent-later" className="text-lg font-semibold text-brand-900">
            {t('sentLater')}
          </h2>
          <ul className="space-y-2">
            {sentLater.map((answer, i) => (
              <li key={`${sentLater.length - i}-${answer.code}`}>
                <AnswerMessage answer={answer} localise={localise} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

function AnswerMessage({
  answer,
  localise,
}: {
  answer: Shown
  localise: (message: string) => string
}) {
  const t = useTranslations('CheckIn')
  if (answer.kind === 'queued')
    return <FormMessage ok title={t('queuedTitle')} text={t('queued')} />
  const title = {
    admitted: t('admittedTitle'),
    'already admitted': t('alreadyTitle'),
    refused: t('errorTitle'),
  }[answer.kind]
  return (
    <FormMessage ok={answer.kind === 'admitted'} title={title} text={localise(answer.message)} />
  )
}
