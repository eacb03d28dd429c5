'use server'

import { cookies } from 'next/headers'

import { DEVICE_COOKIE, deviceCookieOptions, deviceOf, giveDeviceCookie } from '@/lib/device-cookie'
import { formAction, formAddress } from '@/lib/form-action'
import { readFields, type FormState } from '@/lib/form-state'

import type { MarkSheet } from './dto'
import { lookUpResult } from './look-up-result'

const FIELDS = ['exam_id', 'class', 'roll', 'registration', 'birth_date', 'pin'] as const
export type ResultLookupValues = Record<(typeof FIELDS)[number], string>

/** The form's answer, with the mark sheet when one was found. */
export type ResultLookupState = FormState<ResultLookupValues> & { sheet?: MarkSheet }

/**
 * The /results form: `lookUpResult`, answered as the form's state (typed values kept). A browser
 * without a device cookie is given one, so its wrong tries are counted as its own.
 */
export async function lookUpResultAction(
  _previous: ResultLookupState,
  formData: FormData,
): Promise<ResultLookupState> {
  const values = readFields(formData, FIELDS)
  const jar = await cookies()
  const address = await formAddress()
  const device = await deviceOf(jar.get(DEVICE_COOKIE)?.value)
  if (!device) {
    const cookie = await giveDeviceCookie(address)
    if (cookie) jar.set(DEVICE_COOKIE, cookie, deviceCookieOptions())
  }
  let sheet: MarkSheet | undefined
  const state = await formAction(
    {
      keep: values,
      failure: 'The result could not be looked up. Please try again in a minute.',
      logAs: 'Result lookup failed',
    },
    async () => {
      sheet = await lookUpResult(values, { address, device })
      return { message: '', values }
    },
  )
  return sheet ? { ...state, sheet } : state
}
