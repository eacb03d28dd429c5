'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState, type FormEvent } from 'react'
import type { z } from 'zod'

import { Button, SubmitButton } from '@/components/ui/button'
import { formFields } from '@/components/ui/form-field'
import { useLazySchema } from '@/components/ui/lazy-schema.client'
import { firstErrors, type FormState } from '@/lib/form-state'

/**
 * The state of a form that lives in a modal and is sent with a server action: open or closed,
 * the server's answer handled once (success closes the modal and starts the next form empty),
 * errors from the browser's check and the server's, and fields that keep what was typed.
 */
export function useModalForm<V extends Record<string, string>, E extends string = never>({
  state,
  empty,
  idPrefix,
  schema,
  onAnswer,
}: {
  state: FormState<V>
  /** The server's schema for the browser's check, fetched when the modal first opens. */
  schema: () => Promise<z.ZodType>
  /** The values of a fresh form. */
  empty: V
  /** Field ids are `${idPrefix}-${name}`. */
  idPrefix: string
  /** Runs once for every answer of the server. */
  onAnswer?: (state: FormState<V>) => void
}) {
  type Errors = Partial<Record<keyof V | E, string>>
  const [open, setShown] = useState(false)
  const browserSchema = useLazySchema(schema)
  const setOpen = (value: boolean) => {
    if (value) browserSchema.preload()
    setShown(value)
  }
  const [clientErrors, setClientErrors] = useState<Errors>({})
  const [done, setDone] = useState<Extract<FormState<V>, { status: 'success' }> | null>(null)
  const [answered, setAnswered] = useState(state)
  if (answered !== state) {
    setAnswered(state)
    onAnswer?.(state)
    if (state.status === 'success') {
      setDone(state)
      setOpen(false)
    }
  }

  // The server's check (when the browser's had not loaded yet) also leads to the first field.
  // Each answer with errors moves focus to its first field, as the browser check does.
  useEffect(() => {
    if (state.status !== 'invalid') return
    const first = Object.keys(state.values).find((key) => state.errors[key])
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus()
  }, [state, idPrefix])

  const values = state.status === 'success' ? empty : state.values
  const errors = {
    ...(state.status === 'invalid' ? state.errors : {}),
    ...clientErrors,
  } as Errors
  /** Fields are drawn again from `values` after every answer. */
  const fieldKey = (name: string) => `${name}-${state.status}-${done ? 'again' : 'first'}`
  const id = (name: string) => `${idPrefix}-${name}`

  const { text, select } = formFields({ values, errors, idOf: id, keyOf: fieldKey })

  /**
   * The browser's check before sending, with the server's schema: on failure nothing is sent,
   * the messages show and focus moves to the first field to fix. `extra` adds checks the schema
   * cannot make (e.g. a file's size).
   */
  const check = (
    event: FormEvent<HTMLFormElement>,
    fields: readonly (keyof V & string)[],
    toInput: (typed: V) => unknown,
    extra: Errors = {},
  ) => {
    const data = new FormData(event.currentTarget)
    const typed = Object.fromEntries(fields.map((key) => [key, String(data.get(key) ?? '')])) as V
    const parsed = browserSchema.current()?.safeParse(toInput(typed))
    const found = {
      ...(parsed?.success === false ? firstErrors(parsed.error) : {}),
      ...extra,
    } as Errors
    const keys = Object.keys(found) as (keyof V | E)[]
    if (keys.length === 0) {
      setClientErrors({})
      return
    }
    event.preventDefault()
    setClientErrors(found)
    const first = fields.find((key) => found[key]) ?? keys[0]
    if (first) document.getElementById(id(String(first)))?.focus()
  }

  return { open, setOpen, done, values, errors, fieldKey, text, select, check }
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
