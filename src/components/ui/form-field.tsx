'use client'

import { useState, type ReactNode } from 'react'

import { useLocaliseMessage } from '@/i18n/use-localise-message'

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-3 focus:outline-brand-100 aria-[invalid=true]:border-red-600'

type Common = { name: string; label: string; error?: string; defaultValue?: string; id: string }

/** Marks a control invalid and points screen readers at its error message, when it has one. */
const errorLink = ({ id, error }: { id: string; error?: string }) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
})

/** A labelled input with its error message tied to it for screen readers. */
export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  className = inputClass,
  ...field
}: Common & TextOptions) {
  return (
    <Field {...field}>
      <input
        id={field.id}
        name={field.name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        defaultValue={field.defaultValue}
        {...errorLink(field)}
        className={className}
      />
    </Field>
  )
}

type TextOptions = {
  type?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'tel' | 'email'
  className?: string
}

/** A labelled text box of several lines; `hint` is shown under it. */
export function TextAreaField({
  rows = 3,
  className = inputClass,
  hint,
  ...field
}: Common & { rows?: number; className?: string; hint?: string }) {
  return (
    <Field {...field}>
      <textarea
        id={field.id}
        name={field.name}
        rows={rows}
        defaultValue={field.defaultValue}
        {...errorLink(field)}
        className={className}
      />
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
    </Field>
  )
}

/**
 * React resets a form after its action, and a select then falls back to the option marked as
 * its default in the page, which React never marks: the visitor's choice would vanish when the
 * server sends the form back with a message. Marking it keeps what was chosen.
 */
const keepChoiceOnReset = (value: string) => (select: HTMLSelectElement | null) => {
  if (!select) return
  for (const option of select.options) option.defaultSelected = option.value === value
}

/** A choice whose shown text differs from the value sent (e.g. a class name for its id). */
export type SelectOption = { value: string; label: string }

export function SelectField({
  options,
  placeholder,
  ...field
}: Common & { options: readonly (string | SelectOption)[]; placeholder: string }) {
  return (
    <Field {...field}>
      <select
        id={field.id}
        name={field.name}
        defaultValue={field.defaultValue ?? ''}
        ref={keepChoiceOnReset(field.defaultValue ?? '')}
        {...errorLink(field)}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label } =
            typeof option === 'string' ? { value: option, label: option } : option
          return (
            <option key={value} value={value}>
              {label}
            </option>
          )
        })}
      </select>
    </Field>
  )
}

/**
 * A message box with a live character count under it; the count follows typing and is drawn
 * again from `defaultValue` whenever the form's answer (`answer`) changes.
 */
export function CountedTextAreaField({
  id,
  name,
  label,
  rows,
  defaultValue,
  error,
  answer,
  resetKey,
  hint,
  className = inputClass,
}: Common & {
  rows: number
  answer: unknown
  resetKey: string
  hint: (length: number) => string
  className?: string
}) {
  const [typed, setTyped] = useState<{ answer: unknown; length: number } | null>(null)
  const length = typed && typed.answer === answer ? typed.length : (defaultValue ?? '').length
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <textarea
        key={resetKey}
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        onChange={(event) => setTyped({ answer, length: event.target.value.length })}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={className}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint(length)}
      </p>
      <FieldError id={id} error={error} />
    </div>
  )
}

/**
 * Draws a form's fields from its last answer: each field gets its id, name, typed value, error
 * and a key that changes when the answer should redraw it.
 */
export function formFields<V extends Record<string, string>>({
  values,
  errors,
  idOf,
  keyOf,
  className,
}: {
  values: V
  errors: Partial<Record<keyof V, string>>
  idOf: (name: keyof V & string) => string
  keyOf: (name: keyof V & string) => string
  className?: string
}) {
  const common = (name: keyof V & string) => ({
    id: idOf(name),
    name,
    defaultValue: values[name],
    error: errors[name],
  })
  return {
    text: (name: keyof V & string, label: string, options: TextOptions = {}) => (
      <TextField
        key={keyOf(name)}
        {...common(name)}
        label={label}
        className={className}
        {...options}
      />
    ),
    select: (
      name: keyof V & string,
      label: string,
      placeholder: string,
      options: readonly (string | SelectOption)[],
    ) => (
      <SelectField
        key={keyOf(name)}
        {...common(name)}
        label={label}
        placeholder={placeholder}
        options={options}
      />
    ),
  }
}

function Field({ id, label, error, children }: Common & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  )
}

/** A control's error message, under it, with the id its `aria-describedby` points at. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  // The table of Bangla messages is fetched when the first message shows, not with the page.
  return error ? <ShownFieldError id={id} error={error} /> : null
}

function ShownFieldError({ id, error }: { id: string; error: string }) {
  const localise = useLocaliseMessage()
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {localise(error)}
    </p>
  )
}

/** The answer of a form: success in green, failure in red, both announced. */
export function FormMessage({ title, text, ok }: { title: string; text: string; ok: boolean }) {
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className={`rounded-xl border p-4 ${ok ? 'border-brand-100 bg-brand-50 text-brand-900' : 'border-red-200 bg-red-50 text-red-800'}`}
    >
      <p className="font-bold">{title}</p>
      <p>{text}</p>
    </div>
  )
}

/** A form's answer in the page's language; shown only once there is one, so it fetches no table before. */
export function LocalisedFormMessage(props: { title: string; text: string; ok: boolean }) {
  const localise = useLocaliseMessage()
  return <FormMessage {...props} text={localise(props.text)} />
}
