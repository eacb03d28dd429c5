'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import { SubmitButton } from '@/components/ui/button'
import { FormMessage, inputClass } from '@/components/ui/form-field'
import { useLocaliseMessage } from '@/i18n/use-localise-message'

import { checkInAction, type CheckInFormState } from '../check-in-action'
import { loadReunionTable } from './reunion-table'

/** The gate's form: type (or paste) an entry card's code and see who it is and whether to let them in. */
export function CheckInForm() {
  const t = useTranslations('CheckIn')
  const localise = useLocaliseMessage(loadReunionTable)
  const [state, action, pending] = useActionState<CheckInFormState, FormData>(checkInAction, {
    status: 'idle',
    values: { code: '', result: '' },
  })
  const error = state.status === 'invalid' ? state.errors.code : undefined
  return (
    <form action={action} className="mt-6 space-y-4">
      {state.status === 'success' ? (
        <FormMessage
          ok={state.values.result === 'admitted'}
          title={state.values.result === 'admitted' ? t('admittedTitle') : t('alreadyTitle')}
          text={localise(state.message)}
        />
      ) : null}
      {state.status === 'error' ? (
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
      <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
    </form>
  )
}
