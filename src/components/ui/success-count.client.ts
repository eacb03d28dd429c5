'use client'

import { useState } from 'react'

/**
 * How many successful answers a form has had, for its fields' keys: each success draws them again
 * empty, a second registration straight after the first included. Counted while rendering, so the
 * form's action can be the server action itself, which a browser without JavaScript can post.
 */
export function useSuccessCount(answer: { status: string }): number {
  const [seen, setSeen] = useState(answer)
  const [count, setCount] = useState(0)
  if (seen !== answer) {
    setSeen(answer)
    if (answer.status === 'success') setCount(count + 1)
  }
  return count
}
