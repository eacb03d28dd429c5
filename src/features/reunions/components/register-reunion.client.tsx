'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useState } from 'react'

import { Button, SubmitButton } from '@/components/ui/button'
import { FormMessage, inputClass } from '@/components/ui/form-field'
import { usePaymentMethodLabel } from '@/features/alumni/components/payment-fieldset'
import { useLocaliseMessage } from '@/i18n/use-localise-message'

import { PAYMENT_METHODS } from '@/lib/constants'
import { REUNION_AGE_BANDS, REUNION_RELATIONS, TSHIRT_SIZES } from '@/lib/reunion-vocabulary'

import { registerForReunionAction, type ReunionFormState } from '../actions'
import {
  FORM_MAX_PEOPLE,
  PERSON_FIELDS,
  peopleCount,
  personKey,
  REUNION_FORM_FIELDS,
  type ReunionFormValues,
} from '../form-fields'
import { loadReunionTable } from './reunion-table'

export type TicketChoice = { id: string; name: string; price: number; soldOut: boolean }

type Props = {
  reunionId: number
  tickets: TicketChoice[]
  /** The member's own name, offered as the first person. */
  memberName: string
  locale: string
}

const RELATION_KEYS = {
  self: 'relation_self',
  spouse: 'relation_spouse',
  child: 'relation_child',
  parent: 'relation_parent',
  guest: 'relation_guest',
} as const
const AGE_KEYS = { adult: 'age_adult', 'child 5-12': 'age_child', 'under 5': 'age_under5' } as const

function startValues(memberName: string): ReunionFormValues {
  const values: ReunionFormValues = Object.fromEntries(REUNION_FORM_FIELDS.map((k) => [k, '']))
  for (const field of PERSON_FIELDS) values[personKey(0, field)] = ''
  values[personKey(0, 'name')] = memberName
  values[personKey(0, 'relation')] = 'self'
  values[personKey(0, 'age_band')] = 'adult'
  values[personKey(0, 'tshirt_size')] = 'none'
  return values
}

/**
 * The reunion's registration form: the member adds family members one by one and sees the total
 * as they choose tickets. The boxes keep what was typed whatever the server answers.
 */
export function RegisterReunion({ reunionId, tickets, memberName, locale }: Props) {
  const t = useTranslations('Reunion')
  const localise = useLocaliseMessage(loadReunionTable)
  const methodLabel = usePaymentMethodLabel()
  const [state, action, pending] = useActionState<ReunionFormState, FormData>(
    registerForReunionAction,
    { status: 'idle', values: startValues(memberName) },
  )
  const [values, setValues] = useState<ReunionFormValues>(state.values)
  const count = peopleCount(values)
  const errors: Partial<Record<string, string>> = state.status === 'invalid' ? state.errors : {}
  const money = new Intl.NumberFormat(locale === 'bn' ? 'bn-BD' : 'en-US')
  const price = (id: string) => tickets.find((ticket) => ticket.id === id)?.price ?? 0
  const total = Array.from({ length: count }, (_, i) =>
    price(values[personKey(i, 'ticket_type')] ?? ''),
  ).reduce((sum, value) => sum + value, 0)

  const ticketLabel = (ticket: TicketChoice) => {
    const price = ticket.price ? `৳${money.format(ticket.price)}` : t('free')
    return `${ticket.name} (${ticket.soldOut ? `${price}, ${t('soldOut')}` : price})`
  }

  const set = (key: string, value: string) => setValues((old) => ({ ...old, [key]: value }))
  const fieldId = (key: string) => `reunion-${key.replaceAll('.', '-')}`
  const bind = (key: string) => ({
    id: fieldId(key),
    name: key,
    value: values[key] ?? '',
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${fieldId(key)}-error` : undefined,
    className: inputClass,
  })
  const addPerson = () =>
    setValues((old) => {
      const next = { ...old }
      const i = peopleCount(old)
      for (const field of PERSON_FIELDS) next[personKey(i, field)] = ''
      next[personKey(i, 'tshirt_size')] = 'none'
      return next
    })
  const removePerson = (index: number) =>
    setValues((old) => {
      const next: ReunionFormValues = {}
      for (const key of REUNION_FORM_FIELDS) next[key] = old[key] ?? ''
      const kept = Array.from({ length: peopleCount(old) }, (_, i) => i).filter((i) => i !== index)
      kept.forEach((from, to) => {
        for (const field of PERSON_FIELDS)
          next[personKey(to, field)] = old[personKey(from, field)] ?? ''
      })
      return next
    })
  const label = (key: string, text: string) => (
    <label htmlFor={fieldId(key)} className="font-medium text-slate-800">
      {text}
    </label>
  )
  const error = (key: string) =>
    errors[key] ? (
      <p id={`${fieldId(key)}-error`} className="mt-1 text-sm text-red-700">
        {localise(errors[key] ?? '')}
      </p>
    ) : null

  const choice = (
    key: string,
    text: string,
    options: readonly { value: string; label: string }[],
    placeholder = true,
  ) => (
    <div>
      {label(key, text)}
      <select {...bind(key)}>
        {placeholder ? <option value="">{t('choose')}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error(key)}
    </div>
  )

  return (
    <form action={action} className="mt-6 space-y-5 rounded-2xl border border-slate-200 p-5">
      <h2 className="text-2xl font-bold text-slate-900">{t('formTitle')}</h2>
      <input type="hidden" name="reunion_id" value={reunionId} />
      {state.status === 'error' ? (
        <FormMessage ok={false} title={t('errorTitle')} text={localise(state.message)} />
      ) : null}
      <div className="max-w-xs">
        {label('passing_year', t('passingYear'))}
        <input {...bind('passing_year')} inputMode="numeric" autoComplete="off" />
        {error('passing_year')}
      </div>
      <ol className="space-y-4">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="rounded-xl bg-slate-50 p-4">
            <fieldset>
              <legend className="font-semibold text-slate-900">{t('person', { n: i + 1 })}</legend>
              <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                <div>
                  {label(personKey(i, 'name'), t('name'))}
                  <input {...bind(personKey(i, 'name'))} autoComplete="off" />
                </div>
                {choice(
                  personKey(i, 'relation'),
                  t('relation'),
                  REUNION_RELATIONS.map((value) => ({ value, label: t(RELATION_KEYS[value]) })),
                )}
                {choice(
                  personKey(i, 'age_band'),
                  t('ageBand'),
                  REUNION_AGE_BANDS.map((value) => ({ value, label: t(AGE_KEYS[value]) })),
                )}
                {choice(
                  personKey(i, 'tshirt_size'),
                  t('tshirt'),
                  TSHIRT_SIZES.map((value) => ({
                    value,
                    label: value === 'none' ? t('tshirt_none') : value,
                  })),
                  false,
                )}
                {choice(
                  personKey(i, 'ticket_type'),
                  t('ticketType'),
                  tickets.map((ticket) => ({ value: ticket.id, label: ticketLabel(ticket) })),
                )}
              </div>
              {i > 0 ? (
                <Button variant="secondary" className="mt-3" onClick={() => removePerson(i)}>
                  {t('removePerson')}
                </Button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {error('people')}
      {count < FORM_MAX_PEOPLE ? (
        <Button variant="secondary" onClick={addPerson}>
          {t('addPerson')}
        </Button>
      ) : null}
      <p className="text-xl font-bold text-slate-900" data-testid="reunion-total">
        {t('total')}: ৳{money.format(total)}
      </p>
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <p className="text-sm text-slate-700">{t('paymentHelp')}</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {choice(
            'payment_method',
            t('paymentMethod'),
            PAYMENT_METHODS.map((value) => ({ value, label: methodLabel(value) })),
          )}
          <div>
            {label('transaction_id', t('transactionId'))}
            <input {...bind('transaction_id')} autoComplete="off" />
            {error('transaction_id')}
          </div>
        </div>
      </fieldset>
      <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
    </form>
  )
}
