'use client'

import { useCallback, useRef, type FormEvent } from 'react'
import type { z } from 'zod'

import { firstErrors } from '@/lib/form-state'

/**
 * A form's schema, fetched when the visitor first reaches the form (focus, or opening its
 * modal) instead of with the page: the validation library stays out of the first load. Until it
 * arrives the browser check is skipped and the server, which checks with the same schema and
 * the same messages, answers instead.
 */
export function useLazySchema(load: () => Promise<z.ZodType>) {
  const schema = useRef<z.ZodType | null>(null)
  const loading = useRef<Promise<void> | null>(null)
  const preload = useCallback(() => {
    loading.current ??= load()
      .then((loaded) => {
        schema.current = loaded
      })
      // Offline or a failed chunk: the server's check still applies; try again next time.
      .catch(() => {
        loading.current = null
      })
    // `load` is a fixed import of the form's schema module.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return { preload, current: () => schema.current }
}

/**
 * A form's submit check with its lazily loaded schema: the typed `fields`, checked once the
 * schema has arrived; on failure the post is stopped and keyboard and screen-reader users land
 * on the first field to fix. Answers the errors to show (none when the form may go).
 */
export function checkBeforeSending<K extends string>(
  event: FormEvent<HTMLFormElement>,
  schema: z.ZodType | null,
  fields: readonly K[],
  idOf: (name: K) => string,
): Partial<Record<K, string>> {
  const data = new FormData(event.currentTarget)
  const entered = Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '')]))
  const parsed = schema?.safeParse(entered)
  if (parsed?.success !== false) return {}
  event.preventDefault()
  const found = firstErrors<K>(parsed.error)
  const first = fields.find((name) => found[name])
  if (first) document.getElementById(idOf(first))?.focus()
  return found
}
