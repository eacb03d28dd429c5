'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import { LocalisedFormMessage, TextField } from '@/components/ui/form-field'
import { SubmitButton } from '@/components/ui/button'

import {
  confirmGuardianCodeAction,
  sendGuardianCodeAction,
  type GuardianCodeState,
} from '../actions'

const IDLE: GuardianCodeState = { status: 'idle', values: { code: '' } }

/**
 * The two steps that confirm a guardian's number: send a code to that phone, then type it back
 * (with the guardian beside you). Both work without JavaScript.
 */
export function GuardianSmsForms({ masked }: { masked: string }) {
  const t = useTranslations('GuardianSms')
  const [sent, send, sending] = useActionState(sendGuardianCodeAction, IDLE)
  const [typed, confirm, confirming] = useActionState(confirmGuardianCodeAction, IDLE)
  const codeError = typed.status === 'invalid' ? typed.errors?.code : undefined
  return (
    <div className="mt-4 grid gap-4">
      <form action={send} aria-label={t('sendForm')} className="grid gap-3">
        {sent.status === 'success' || sent.status === 'error' ? (
          <LocalisedFormMessage
            title={sent.status === 'success' ? t('sentTitle') : t('errorTitle')}
            text={sent.message}
            ok={sent.status === 'success'}
          />
        ) : null}
        <SubmitButton
          pending={sending}
          label={t('send', { number: masked })}
          pendingLabel={t('sending')}
          className="justify-self-start"
        />
      </form>
      <form action={confirm} aria-label={t('confirmForm')} className="grid gap-3">
        {typed.status === 'success' || typed.status === 'error' ? (
          <LocalisedFormMessage
            title={typed.status === 'success' ? t('confirmedTitle') : t('errorTitle')}
            text={typed.message}
            ok={typed.status === 'success'}
          />
        ) : null}
        <TextField
          id="guardian-code"
          name="code"
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          defaultValue={typed.values.code}
          error={codeError}
        />
        <SubmitButton
          pending={confirming}
          label={t('confirm')}
          pendingLabel={t('confirming')}
          className="justify-self-start"
        />
      </form>
    </div>
  )
}
