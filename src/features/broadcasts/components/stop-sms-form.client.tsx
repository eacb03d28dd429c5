'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import { SubmitButton } from '@/components/ui/button'
import { LocalisedFormMessage } from '@/components/ui/form-field'

import { stopSmsAction, type StopSmsState } from '../actions'

/** The one button of a stop link's page; the answer replaces it once the number is stopped. */
export function StopSmsForm({ code }: { code: string }) {
  const t = useTranslations('SmsStop')
  const [state, action, pending] = useActionState<StopSmsState, FormData>(stopSmsAction, {
    status: 'idle',
    values: { code },
  })
  if (state.status === 'success')
    return <LocalisedFormMessage title={t('doneTitle')} text={state.message} ok />
  return (
    <form action={action} aria-label={t('formLabel')} className="grid gap-4">
      {state.status === 'error' ? (
        <LocalisedFormMessage title={t('errorTitle')} text={state.message} ok={false} />
      ) : null}
      <input type="hidden" name="code" value={code} />
      <SubmitButton pending={pending} label={t('stop')} pendingLabel={t('stopping')} />
    </form>
  )
}
