'use client'

import { Link } from '@/components/ui/link.client'
import { useActionState, useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog.client'
import { FormMessage, inputClass } from '@/components/ui/form-field'
import { ModalFormButtons, useModalForm } from '@/components/ui/modal-form.client'
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
  const { open, setOpen, done, errors, text, select, check } = useModalForm<
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
        Join An Alumni Network
      </Button>
      {done && !open ? (
        <div className="mt-6 max-w-xl" aria-live="polite">
          <FormMessage ok title="Success!" text={done.message} />
          <p className="mt-2 text-sm text-slate-700">
            Your registration is pending until the office confirms your payment. Follow it under{' '}
            <Link href="/user-profile" className="font-semibold text-brand-700 underline">
              Alumni Records
            </Link>{' '}
            on your profile.
          </p>
        </div>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Join An Alumni Network"
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
              file && file.size > LIMITS.imageUploadBytes
                ? { image: 'The image is larger than 5 MB.' }
                : {},
            )
          }}
          className="space-y-5 p-6 sm:p-8"
        >
          <div className="pr-10">
            <h2 className="text-2xl font-bold text-slate-900">Join An Alumni Network</h2>
            <p className="mt-1 text-slate-700">
              Fields marked * are required. The office confirms your payment before membership
              starts.
            </p>
          </div>
          {state.status === 'error' ? (
            <FormMessage ok={false} title="Could not submit" text={state.message} />
          ) : null}
          <input type="hidden" name="id" value={networkId} />
          <div>
            <label htmlFor="alumni-type" className="font-medium text-slate-800">
              Alumni Type
            </label>
            <input
              id="alumni-type"
              value={networkTitle}
              readOnly
              className={`${inputClass} bg-slate-100`}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {text('name', 'Full Name *', { autoComplete: 'name' })}
            {text('passing_year', 'Graduation Year *', { inputMode: 'numeric' })}
            {select('degree', 'Degree / Major *', 'Select a degree', DEGREES)}
            {text('batch', 'Batch *')}
            {text('job_title', 'Current Job Title / Profession *', {
              autoComplete: 'organization-title',
            })}
            {text('current_profession', 'Current Profession *')}
            {text('company_name', 'Company / Organization *', { autoComplete: 'organization' })}
            {text('email', 'Email Address *', { type: 'email', autoComplete: 'email' })}
            {text('phone_no', 'Phone (optional)', { type: 'tel', autoComplete: 'tel' })}
            {text('linkedin_url', 'LinkedIn profile (optional)', { type: 'url' })}
          </div>
          <fieldset className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">Payment</legend>
            {fee ? <p className="text-slate-700">Membership fee: {fee}</p> : null}
            {paymentAccounts.length > 0 ? (
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {paymentAccounts.map((account) => (
                  <li key={`${account.method}-${account.account}`}>
                    <span className="font-semibold">{account.method}:</span> {account.account}
                    {account.note ? ` (${account.note})` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-2 text-sm text-slate-600">
              Pay first, then enter the method and the transaction ID from your receipt.
            </p>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              {select('payment_method', 'Payment Method', 'Select a method', PAYMENT_METHODS)}
              {text('transaction_id', 'Transaction ID')}
            </div>
          </fieldset>
          <div>
            <label htmlFor="alumni-image" className="font-medium text-slate-800">
              Photo (optional)
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
                {errors.image}
              </p>
            ) : null}
            {preview ? (
              // A local preview of the chosen file; it never leaves the browser until submitted.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={preview}
                alt="Chosen photo"
                className="mt-3 size-24 rounded-xl object-cover"
              />
            ) : null}
          </div>
          <ModalFormButtons
            label="Submit"
            pendingLabel="Submitting..."
            pending={pending}
            onCancel={() => setOpen(false)}
          />
        </form>
      </Dialog>
    </>
  )
}
