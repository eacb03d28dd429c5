'use client'

import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react'
import type { z } from 'zod'

import { useLazySchema } from '@/components/ui/lazy-schema.client'
import { firstErrors, type FormState } from '@/lib/form-state'

type FieldTarget = EventTarget & { name?: string; form?: HTMLFormElement | null }

const noSchema = () => Promise.reject(new Error('This form is checked by the server only.'))

/** Whether focus is moving to a button that sends `form`. */
function isSendButton(next: EventTarget | null, form: HTMLFormElement): boolean {
  return next instanceof HTMLButtonElement && next.type === 'submit' && next.form === form
}

/**
 * The one source of a form's field errors. A field is marked only once it was left or the form
 * was sent, and only while it is wrong: each edit checks it again with the server's schema
 * (fetched when the visitor first steps into the form) and clears its mark as soon as it is
 * right. The server's answer replaces what the browser knew, and the check before sending
 * replaces the server's. Focus goes to the first field to fix after either.
 */
export function useFieldErrors<V extends Record<string, string>, E extends string = never>({
  state,
  fields,
  idOf,
  schema,
  toInput = (typed) => typed,
}: {
  /** The server's last answer. */
  state: FormState<V>
  /** The form's fields in the order they are shown. */
  fields: readonly (keyof V & string)[]
  idOf: (name: keyof V & string) => string
  /** The server's schema; without one, an edit clears its field's mark and the server judges. */
  schema?: () => Promise<z.ZodType>
  /** The schema's input from the typed text, when it differs from the text itself. */
  toInput?: (typed: V) => unknown
}) {
  type Errors = Partial<Record<keyof V | E, string>>
  const fromAnswer = (answer: FormState<V>) =>
    (answer.status === 'invalid' ? answer.errors : {}) as Errors
  const [errors, setErrors] = useState<Errors>(() => fromAnswer(state))
  const [answered, setAnswered] = useState(state)
  const touched = useRef(new Set<string>())
  const sent = useRef(false)
  /** The form last stepped in, to check what was left before the schema arrived. */
  const lastForm = useRef<HTMLFormElement | null>(null)
  const catchUp = useRef(() => {})
  const browserSchema = useLazySchema(schema ?? noSchema, () => catchUp.current())
  if (answered !== state) {
    setAnswered(state)
    setErrors(fromAnswer(state))
  }

  useEffect(() => {
    if (state.status === 'success') {
      touched.current.clear()
      sent.current = false
    }
    if (state.status !== 'invalid') return
    // The server's check (when the browser's had not loaded yet) also leads to the first field.
    const first = fields.find((name) => state.errors[name])
    if (first) document.getElementById(idOf(first))?.focus()
    // Only a new answer moves the focus; `fields` and `idOf` are fixed for a form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state])

  const isField = (name: string | undefined): name is keyof V & string =>
    Boolean(name && (fields as readonly string[]).includes(name))

  /** The schema's errors for what the form holds now; null until the schema has loaded. */
  const checked = (form: HTMLFormElement): Errors | null => {
    const current = browserSchema.current()
    if (!current) return null
    const data = new FormData(form)
    const typed = Object.fromEntries(fields.map((key) => [key, String(data.get(key) ?? '')])) as V
    const parsed = current.safeParse(toInput(typed))
    return (parsed.success ? {} : firstErrors(parsed.error)) as Errors
  }

  // Boxes left before the schema arrived are marked once it is there, as if left just now.
  useEffect(() => {
    catchUp.current = () => {
      const form = lastForm.current
      const found = form ? checked(form) : null
      if (!found) return
      setErrors((shown) => {
        const next: Errors = { ...shown }
        for (const name of touched.current)
          if (isField(name)) Object.assign(next, { [name]: shown[name] ?? found[name] })
        return next
      })
    }
  })

  const recheck = (target: FieldTarget, leaving: boolean) => {
    const { name, form } = target
    if (!isField(name) || !form) return
    lastForm.current = form
    if (leaving) touched.current.add(name)
    const found = checked(form)
    const marked = sent.current || touched.current.has(name)
    setErrors((shown) => {
      // Leaving only adds a mark: a server's finding the schema cannot see (an e-mail already
      // registered) stays until the field is edited.
      const next = leaving
        ? (shown[name] ?? found?.[name])
        : found && marked
          ? found[name]
          : undefined
      return next === shown[name] ? shown : { ...shown, [name]: next }
    })
  }

  /**
   * The check before sending, as the form's onSubmit: on failure nothing is sent, the messages
   * show and focus moves to the first field to fix. `extra` adds checks the schema cannot make
   * (e.g. a file's size).
   */
  const check = (event: FormEvent<HTMLFormElement>, extra: Errors = {}) => {
    sent.current = true
    const found = { ...checked(event.currentTarget), ...extra } as Errors
    const keys = Object.keys(found).filter((key) => found[key as keyof Errors])
    setErrors(found)
    if (keys.length === 0) return
    event.preventDefault()
    const first = fields.find((key) => found[key]) ?? keys[0]
    if (first) document.getElementById(idOf(first as keyof V & string))?.focus()
  }

  /**
   * The form's own props: fetch the schema on first focus, check a field as it changes, check
   * the form before sending (a form with checks of its own calls `check` in its onSubmit).
   */
  const formProps = {
    noValidate: true,
    onFocus: browserSchema.preload,
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      // Pressing Send checks every field anyway; a mark drawn as the press begins would move the
      // button away before the press ends, and the send would be lost.
      if (isSendButton(event.relatedTarget, event.currentTarget)) return
      recheck(event.target, true)
    },
    onChange: (event: FormEvent<HTMLFormElement>) => recheck(event.target as FieldTarget, false),
    onSubmit: (event: FormEvent<HTMLFormElement>) => check(event),
  }

  return { errors, formProps, check, preload: browserSchema.preload }
}
