'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useRef } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog.client'
import { FormMessage, inputClass } from '@/components/ui/form-field'
import { ModalFormButtons, useModalForm } from '@/components/ui/modal-form.client'
import { useLocaliseMessage } from '@/i18n/use-localise-message'
import { DEGREES, LIMITS, PAYMENT_METHODS } from '@/lib/constants'

import { joinAlumniNetwork, type AlumniFormState } from '../actions'
import { ALUMNI_FORM_FIELDS, type AlumniFormValues } from '../form-fields'

import { JoinedNote } from './joined-note'
import { PaymentFieldset, usePaymentMethodLabel, type PaymentAccount } from './payment-fieldset'
import { PhotoField } from './photo-field.client'

type Props = {
  networkId: number
  networkTitle: string
  fee?: string | null
  paymentAccounts: PaymentAccount[]
  /** The signed-in member's name and e-mail, offered as a start. */
  member: { name: string; email: string }
}

/**
 * 'Join An Alumni Network': a button opening the registration form in a modal. The same schema
 * checks the form here and on the server. On failure everything typed stays; on success the
 * modal closes, the form starts empty next time and the page says the payment awaits the office.
 */
export function JoinAlumniNetwork({
  networkId,
  networkTitle,
  fee,
  paymentAccounts,
  member,
}: Props) {
  const t = useTranslations('AlumniJoinForm')
  const localise = useLocaliseMessage()
  const methodLabel = usePaymentMethodLabel()
  const start: AlumniFormValues = {
    ...(Object.fromEntries(ALUMNI_FORM_FIELDS.map((key) => [key, ''])) as AlumniFormValues),
    name: member.name,
    email: member.email,
    id: String(networkId),
  }
  const [state, action, pending] = useActionState<AlumniFormState, FormData>(joinAlumniNetwork, {
    status: 'idle',
    values: start,
  })
  const imageInput = useRef<HTMLInputElement>(null)
  const { open, setOpen, done, errors, text, select, formProps, check } = useModalForm<
    AlumniFormValues,
    'image'
  >({
    state,
    empty: start,
    idPrefix: 'alumni',
    fields: ALUMNI_FORM_FIELDS,
    // Untouched optional boxes are not given.
    toInput: (typed) => Object.fromEntries(Object.entries(typed).filter(([, v]) => v.trim())),
    schema: () => import('../schemas').then((m) => m.alumniRegistrationSchema),
  })

  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('join')}
      </Button>
      {done && !open ? <JoinedNote message={localise(done.message)} /> : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('join')}
        className="max-h-[min(90vh,48rem)]"
        keepContent
      >
        <form
          action={action}
          {...formProps}
          onSubmit={(event) => {
            const file = imageInput.current?.files?.[0]
            check(
              event,
              file && file.size > LIMITS.imageUploadBytes ? { image: t('imageTooLarge') } : {},
            )
          }}
          className="space-y-5 p-6 sm:p-8"
        >
          <div className="pr-10">
            <h2 className="text-2xl font-bold text-slate-900">{t('join')}</h2>
            <p className="mt-1 text-slate-700">{t('intro')}</p>
          </div>
          {state.status === 'error' ? (
            <FormMessage ok={false} title={t('errorTitle')} text={localise(state.message)} />
          ) : null}
          <input type="hidden" name="id" value={networkId} />
          <div>
            <label htmlFor="alumni-type" className="font-medium text-slate-800">
              {t('alumniType')}
            </label>
            <input
              id="alumni-type"
              value={networkTitle}
              readOnly
              className={`${inputClass} bg-slate-100`}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {text('name', t('fullName'), { autoComplete: 'name' })}
            {text('passing_year', t('graduationYear'), { inputMode: 'numeric' })}
            {select(
              'degree',
              t('degree'),
              t('selectDegree'),
              DEGREES.map((value) => ({
                value,
                label: value === 'Other' ? t('degreeOther') : value,
              })),
            )}
            {text('batch', t('batch'))}
            {text('job_title', t('jobTitle'), { autoComplete: 'organization-title' })}
            {text('current_profession', t('currentProfession'))}
            {text('company_name', t('company'), { autoComplete: 'organization' })}
            {text('email', t('email'), { type: 'email', autoComplete: 'email' })}
            {text('phone_no', t('phone'), { type: 'tel', autoComplete: 'tel' })}
            {text('linkedin_url', t('linkedin'), { type: 'url' })}
          </div>
          <PaymentFieldset fee={fee} paymentAccounts={paymentAccounts}>
            {select(
              'payment_method',
              t('paymentMethod'),
              t('selectMethod'),
              PAYMENT_METHODS.map((value) => ({ value, label: methodLabel(value) })),
            )}
            {text('transaction_id', t('transactionId'))}
          </PaymentFieldset>
          <PhotoField inputRef={imageInput} error={errors.image} answer={state} />
          <ModalFormButtons
            label={t('submit')}
            pendingLabel={t('submitting')}
            pending={pending}
            onCancel={() => setOpen(false)}
          />
        </form>
      </Dialog>
    </>
  )
}
