'use client'

import { useCallback, useEffect, useRef } from 'react'
import type { z } from 'zod'

/**
 * A form's schema, fetched when the visitor first reaches the form (focus, or opening its
 * modal) instead of with the page: the validation library stays out of the first load. Until it
 * arrives the browser check is skipped and the server, which checks with the same schema and
 * the same messages, answers instead; `onLoaded` then catches up on what was left meanwhile (on
 * a slow phone a box may be left before the schema is there).
 */
export function useLazySchema(load: () => Promise<z.ZodType>, onLoaded?: () => void) {
  const schema = useRef<z.ZodType | null>(null)
  const loading = useRef<Promise<void> | null>(null)
  const loaded = useRef(onLoaded)
  useEffect(() => {
    loaded.current = onLoaded
  })
  const preload = useCallback(() => {
    loading.current ??= load()
      .then((module) => {
        schema.current = module
        loaded.current?.()
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
