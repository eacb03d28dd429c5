'use client'

import type { ReactNode } from 'react'

/**
 * A button that posts one field to `action` and follows the answer, as a form would. A form of
 * its own cannot sit inside the admin's document form (the browser drops a nested form).
 */
export function PostFormButton({
  action,
  name,
  value,
  children,
}: {
  action: string
  name: string
  value: string
  children: ReactNode
}) {
  const post = () => {
    const form = document.createElement('form')
    form.method = 'post'
    form.action = action
    const field = document.createElement('input')
    field.type = 'hidden'
    field.name = name
    field.value = value
    form.append(field)
    document.body.append(form)
    form.submit()
  }
  return (
    <button
      type="button"
      onClick={post}
      className="btn btn--style-secondary btn--size-medium"
      style={{ margin: 0 }}
    >
      {children}
    </button>
  )
}
