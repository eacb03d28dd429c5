'use server'

import { headers } from 'next/headers'

import { formAction } from '@/lib/form-action'
import type { FormState } from '@/lib/form-state'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

import { admitEntryCard } from './check-in'
import { checkInMessage } from './check-in-message'
import { CHECK_IN_FAILED } from './check-in-sender'

type CheckInValues = { code: string; result: string }
export type CheckInFormState = FormState<CheckInValues>

/**
 * The /check-in form (`admitEntryCard`): the answer says who the card is for and whether they
 * were let in now or earlier; the box is emptied for the next card only after an answer.
 */
export async function checkInAction(
  _previous: CheckInFormState,
  formData: FormData,
): Promise<CheckInFormState> {
  const code = String(formData.get('code') ?? '')
  return formAction(
    {
      keep: { code, result: '' },
      failure: CHECK_IN_FAILED,
      logAs: 'Check-in failed',
    },
    async () => {
      const payload = await getPayloadClient()
      const { user } = await payload.auth({ headers: await headers() })
      const result = await admitEntryCard({ code }, user)
      return { message: checkInMessage(result), values: { code: '', result: result.status } }
    },
  )
}
