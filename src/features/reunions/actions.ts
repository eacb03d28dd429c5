'use server'

import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'

import { formMember } from '@/features/accounts/session'
import { localePath } from '@/i18n/locales'
import { localiseMessage as localiseReunionMessage } from '@/i18n/localise-reunion-message'
import { formAction, formAddress } from '@/lib/form-action'
import { NotFoundError } from '@/lib/errors'
import type { FormState } from '@/lib/form-state'
import { parseId } from '@/lib/ids'

import { readReunionForm, reunionFormInput, type ReunionFormValues } from './form-fields'
import { entryCardsPath } from './paths'
import { REUNION_FAILED, REUNION_NOT_OPEN } from './store-registration'
import { submitReunionRegistration } from './register'

export type ReunionFormState = FormState<ReunionFormValues>

/**
 * The reunion page's registration form (`submitReunionRegistration`); the reunion is the form's
 * hidden `reunion_id`. Stored, the member lands on the entry cards; otherwise everything typed
 * comes back.
 */
export async function registerForReunionAction(
  _previous: ReunionFormState,
  formData: FormData,
): Promise<ReunionFormState> {
  const values = readReunionForm(formData)
  const reunionId = parseId(formData.get('reunion_id'))
  let stored = false
  const answer = await formAction(
    {
      keep: values,
      failure: REUNION_FAILED,
      logAs: 'Reunion registration failed',
      localise: localiseReunionMessage,
    },
    async () => {
      if (reunionId === null) throw new NotFoundError(REUNION_NOT_OPEN)
      const { message } = await submitReunionRegistration(reunionId, reunionFormInput(values), {
        address: await formAddress(),
        member: formMember,
      })
      stored = true
      return { message, values }
    },
  )
  if (stored && reunionId !== null)
    redirect(localePath(entryCardsPath(reunionId), await getLocale()))
  return answer
}
