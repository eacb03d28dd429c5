'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useId } from 'react'

import { buttonClass, SubmitButton } from '@/components/ui/button'
import {
  FormMessage,
  inputClass,
  SelectField,
  TextAreaField,
  TextField,
  type SelectOption,
} from '@/components/ui/form-field'
import { useFieldErrors } from '@/components/ui/field-errors.client'
import { useLocaliseMessage } from '@/i18n/use-localise-message'

import { saveProfileCard, type ProfileCardState } from '../actions'
import type { ProfileCard } from '../profile-cards'

export type EditField = {
  name: string
  label: string
  value: string
  type?: 'text' | 'tel' | 'date' | 'select' | 'lines'
  /** The stored values with the text shown for each. */
  options?: readonly SelectOption[]
}

/** The form in a card's modal: its fields prefilled, Cancel and Save Changes. */
export function EditCardForm({
  card,
  title,
  fields,
  onCancel,
  onSaved,
}: {
  card: ProfileCard
  title: string
  fields: EditField[]
  onCancel: () => void
  onSaved: (message: string) => void
}) {
  const [state, action, pending] = useActionState<ProfileCardState, FormData>(saveProfileCard, {
    status: 'idle',
    values: {},
  })
  const id = useId()
  useEffect(() => {
    if (state.status === 'success') onSaved(state.message)
    // onSaved changes on every render of the card; the answer itself is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state])
  const t = useTranslations('ProfileEditCard')
  const localise = useLocaliseMessage()
  const { errors, formProps } = useFieldErrors({
    state,
    fields: fields.map((field) => field.name),
    idOf: (name) => `${id}-${name}`,
  })
  return (
    <form
      action={action}
      {...formProps}
      className="space-y-4 p-6 pt-8"
      aria-label={t('edit', { title })}
    >
      <h2 className="text-xl font-bold text-brand-900">{t('edit', { title })}</h2>
      {state.status === 'error' ? (
        <FormMessage title={t('errorTitle')} text={localise(state.message)} ok={false} />
      ) : null}
      {fields.map((field) => {
        const box = {
          id: `${id}-${field.name}`,
          name: field.name,
          label: field.label,
          defaultValue: field.value,
          error: errors[field.name],
        }
        if (field.type === 'select') {
          return (
            <SelectField
              key={field.name}
              {...box}
              placeholder={t('notSet')}
              options={field.options ?? []}
            />
          )
        }
        if (field.type === 'lines') {
          return (
            <TextAreaField
              key={field.name}
              {...box}
              rows={5}
              className={`${inputClass} min-h-32`}
              hint={t('onePerLine')}
            />
          )
        }
        return (
          <TextField
            key={field.name}
            {...box}
            type={field.type === 'date' ? 'date' : field.type === 'tel' ? 'tel' : 'text'}
            inputMode={field.type === 'tel' ? 'tel' : undefined}
          />
        )
      })}
      <input type="hidden" name="card" value={card} />
      <div className="flex justify-end gap-3 pt-2">
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          {t('cancel')}
        </button>
        <SubmitButton pending={pending} label={t('save')} pendingLabel={t('saving')} />
      </div>
    </form>
  )
}
