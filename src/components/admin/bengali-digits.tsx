'use client'

import { useEffect, type ReactNode } from 'react'

import { toAsciiDigits } from '@/lib/digits'

/**
 * Where digits typed in Bangla are meant as a number: number fields (year, capacity, price,
 * marks), phone numbers and the date pickers' typed dates. Text in Bangla keeps its own digits.
 */
const NUMERIC_INPUTS = [
  'input[type="number"]',
  'input[type="tel"]',
  'input[id^="field-"][id*="phone"]',
  '.react-datepicker__input-container input',
].join(', ')

const BENGALI_DIGIT = /[০-৯]/

/**
 * A browser's number box drops digits it does not know (typing ২০০৬ left the field empty), and a
 * phone typed in Bengali digits dialled nothing: in the admin, Bengali digits typed or pasted into
 * such a field go in as 0–9, where the caret is, through the browser's own editing (so undo and
 * Payload's change tracking see an ordinary edit).
 */
export function BengaliDigits({ children }: { children: ReactNode }) {
  useEffect(() => {
    const onBeforeInput = (event: InputEvent) => {
      const target = event.target
      if (!(target instanceof HTMLInputElement) || !target.matches(NUMERIC_INPUTS)) return
      const typed = event.data ?? event.dataTransfer?.getData('text/plain') ?? null
      if (!typed || !BENGALI_DIGIT.test(typed) || !event.cancelable) return
      event.preventDefault()
      document.execCommand('insertText', false, toAsciiDigits(typed))
    }
    document.addEventListener('beforeinput', onBeforeInput, true)
    return () => document.removeEventListener('beforeinput', onBeforeInput, true)
  }, [])

  return children
}
