'use client'

import { Link } from '@/components/ui/link.client'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog.client'
import { FormMessage, inputClass, SelectField } from '@/components/ui/form-field'
import { ModalFormButtons, useModalForm } from '@/components/ui/modal-form.client'
import { isPaymentMethod, PAYMENT_METHOD_LABELS } from '@/features/payments/labels'
import { useLocaliseMessage } from '@/i18n/use-localise-message'
import { DEGREES, LIMITS, PAYMENT_METHODS } from '@/lib/constants'

import { joinAlumniNetwork, type AlumniFormState } from '../actions'
import { ALUMNI_FORM_FIELDS, type AlumniFormValues } from '../form-fields'

export type PaymentAccount = { method: string; account: string; note?: string | null }

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
  const tPayment = useTranslations('PaymentLabels')
  const localise = useLocaliseMessage()
  const methodLabel = (method: string) =>
    isPaymentMethod(method) ? tPayment(PAYMENT_METHOD_LABELS[method]) : method
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
  const [preview, setPreview] = useState<string | null>(null)
  const imageInput = useRef<HTMLInputElement>(null)
  const { open, setOpen, done, values, errors, fieldKey, text, check } = useModalForm<
    AlumniFormValues,
    'image'
  >({
    state,
    empty: start,
    idPrefix: 'alumni',
    schema: () => import('../schemas').then((m) => m.alumniRegistrationSchema),
    // React empties the file box after a submit, so its preview goes too.
    onAnswer: () => setPreview(null),
  })

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('join')}
      </Button>
      {done && !open ? (
        <div className="mt-6 max-w-xl" aria-live="polite">
          <FormMessage ok title={t('successTitle')} text={localise(done.message)} />
          <p className="mt-2 text-sm text-slate-700">
            {t.rich('pendingNote', {
              records: (chunks) => (
                <Link href="/user-profile" className="font-semibold text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('join')}
        className="max-h-[min(90vh,48rem)]"
      >
        <form
          action={action}
          noValidate
          onSubmit={(event) => {
            const file = imageInput.current?.files?.[0]
            check(
              event,
              ALUMNI_FORM_FIELDS,
              // Untouched optional boxes are not given.
              (typed) => Object.fromEntries(Object.entries(typed).filter(([, v]) => v.trim())),
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
            <SelectField
              key={fieldKey('degree')}
              id="alumni-degree"
              name="degree"
              label={t('degree')}
              placeholder={t('selectDegree')}
              options={DEGREES.map((value) => ({
                value,
                label: value === 'Other' ? t('degreeOther') : value,
              }))}
              defaultValue={values.degree}
              error={errors.degree}
            />
            {text('batch', t('batch'))}
            {text('job_title', t('jobTitle'), { autoComplete: 'organization-title' })}
            {text('current_profession', t('currentProfession'))}
            {text('company_name', t('company'), { autoComplete: 'organization' })}
            {text('email', t('email'), { type: 'email', autoComplete: 'email' })}
            {text('phone_no', t('phone'), { type: 'tel', autoComplete: 'tel' })}
            {text('linkedin_url', t('linkedin'), { type: 'url' })}
          </div>
          <fieldset className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">{t('payment')}</legend>
            {fee ? <p className="text-slate-700">{t('membershipFee', { fee })}</p> : null}
            {paymentAccounts.length > 0 ? (
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {paymentAccounts.map((account) => (
                  <li key={`${account.method}-${account.account}`}>
                    <span className="font-semibold">{methodLabel(account.method)}:</span>{' '}
                    {account.account}
                    {account.note ? ` (${account.note})` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-2 text-sm text-slate-600">{t('payFirst')}</p>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              <SelectField
                key={fieldKey('payment_method')}
                id="alumni-payment_method"
                name="payment_method"
                label={t('paymentMethod')}
                placeholder={t('selectMethod')}
                options={PAYMENT_METHODS.map((value) => ({ value, label: methodLabel(value) }))}
                defaultValue={values.payment_method}
                error={errors.payment_method}
              />
              {text('transaction_id', t('transactionId'))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="alumni-image" className="font-medium text-slate-800">
              {t('photo')}
            </label>
            <input
              ref={imageInput}
              id="alumni-image"
              name="image"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              aria-invalid={errors.image ? true : undefined}
              aria-describedby={errors.image ? 'alumni-image-error' : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0]
                setPreview(file ? URL.createObjectURL(file) : null)
              }}
              className="mt-1 block w-full text-sm text-slate-700 file:mr-4 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-900"
            />
            {errors.image ? (
              <p id="alumni-image-error" className="mt-1 text-sm text-red-700">
                {localise(errors.image)}
              </p>
            ) : null}
            {preview ? (
              // A local preview of the chosen file; it never leaves the browser until submitted.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={preview}
                alt={t('chosenPhoto')}
                className="mt-3 size-24 rounded-xl object-cover"
              />
            ) : null}
          </div>
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
