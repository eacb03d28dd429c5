'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import type { z } from 'zod'

import { Button, SubmitButton } from '@/components/ui/button'
import { useFieldErrors } from '@/components/ui/field-errors.client'
import { formFields } from '@/components/ui/form-field'
import type { FormState } from '@/lib/form-state'

/**
 * The state of a form that lives in a modal and is sent with a server action: open or closed,
 * the server's answer handled once (success closes the modal and starts the next form empty),
 * field errors from useFieldErrors, and fields that keep what was typed.
 */
export function useModalForm<V extends Record<string, string>, E extends string = never>({
  state,
  empty,
  idPrefix,
  fields,
  schema,
  toInput,
  onAnswer,
}: {
  state: FormState<V>
  /** The server's schema for the browser's check, fetched when the modal first opens. */
  schema: () => Promise<z.ZodType>
  /** The form's fields in the order they are shown. */
  fields: readonly (keyof V & string)[]
  /** The schema's input from the typed text, when it differs from the text itself. */
  toInput?: (typed: V) => unknown
  /** The values of a fresh form. */
  empty: V
  /** Field ids are `${idPrefix}-${name}`. */
  idPrefix: string
  /** Runs once for every answer of the server. */
  onAnswer?: (state: FormState<V>) => void
}) {
  const id = (name: string) => `${idPrefix}-${name}`
  // A page drawn with an answer (a form sent without JavaScript) opens on it: the form with its
  // messages, or the confirmation.
  const [open, setShown] = useState(state.status === 'invalid' || state.status === 'error')
  const { errors, formProps, check, preload } = useFieldErrors<V, E>({
    state,
    fields,
    idOf: id,
    schema,
    toInput,
  })
  const setOpen = (value: boolean) => {
    if (value) preload()
    setShown(value)
  }
  const [done, setDone] = useState<Extract<FormState<V>, { status: 'success' }> | null>(
    state.status === 'success' ? state : null,
  )
  const [answered, setAnswered] = useState(state)
  if (answered !== state) {
    setAnswered(state)
    onAnswer?.(state)
    if (state.status === 'success') {
      setDone(state)
      setOpen(false)
    }
  }

  const values = state.status === 'success' ? empty : state.values
  /** Fields are drawn again from `values` after every answer. */
  const fieldKey = (name: string) => `${name}-${state.status}-${done ? 'again' : 'first'}`

  const { text, select } = formFields({ values, errors, idOf: id, keyOf: fieldKey })

  return { open, setOpen, done, values, errors, fieldKey, text, select, formProps, check }
}

/** The send and Cancel buttons at the foot of a modal form; the send button waits while sending. */
export function ModalFormButtons({
  label,
  pendingLabel,
  pending,
  onCancel,
}: {
  label: string
  pendingLabel: string
  pending: boolean
  onCancel: () => void
}) {
  const t = useTranslations('Ui')
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel} />
      <Button variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </div>
  )
}
