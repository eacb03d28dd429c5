'use server'

import { formAction, formSender } from '@/lib/form-action'
import { readFields, type FormState } from '@/lib/form-state'

import { stopSms } from './stop-sms'

export type StopSmsState = FormState<{ code: string }>

/** The stop link's page: its one button, `stopSms`. */
export async function stopSmsAction(
  _previous: StopSmsState,
  formData: FormData,
): Promise<StopSmsState> {
  const values = readFields(formData, ['code'] as const)
  return formAction(
    {
      keep: values,
      failure: 'Something went wrong. Please try again.',
      logAs: 'SMS stop failed',
    },
    async () => {
      const { message } = await stopSms(values, await formSender('sms stop'))
      return { message, values }
    },
  )
}
