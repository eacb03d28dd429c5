'use server'

import { formAction, formAddress } from '@/lib/form-action'
import { readFields, type FormState } from '@/lib/form-state'

import type { MarkSheet } from './dto'
import { lookUpResult } from './look-up-result'

const FIELDS = ['exam_id', 'class', 'roll', 'registration'] as const
export type ResultLookupValues = Record<(typeof FIELDS)[number], string>

/** The form's answer, with the mark sheet when one was found. */
export type ResultLookupState = FormState<ResultLookupValues> & { sheet?: MarkSheet }

/** The /results form: `lookUpResult`, answered as the form's state (typed values kept). */
export async function lookUpResultAction(
  _previous: ResultLookupState,
  formData: FormData,
): Promise<ResultLookupState> {
  const values = readFields(formData, FIELDS)
  let sheet: MarkSheet | undefined
  const state = await formAction(
    {
      keep: values,
      failure: 'The result could not be looked up. Please try again in a minute.',
      logAs: 'Result lookup failed',
    },
    async () => {
      sheet = await lookUpResult(values, { address: await formAddress() })
      return { message: '', values }
    },
  )
  return sheet ? { ...state, sheet } : state
}
