import 'server-only'

import { ValidationError as PayloadValidationError } from 'payload'
import type { z } from 'zod'

import { ConflictError, ValidationError } from '@/lib/errors'
import { normaliseTransactionId } from '@/lib/digits'
import { findPublicById } from '@/lib/payload/find-public'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { uploadMemberImage, type UploadedFile } from '@/features/profile/member-upload'
import { paymentProviderFor, type PaymentNextStep } from '@/features/payments'

import type { alumniRegistrationSchema } from './schemas'

type AlumniRegistrationData = z.output<typeof alumniRegistrationSchema>
type Member = User & { collection: 'users' }

export const ALUMNI_REGISTRATION_SUCCESS = 'Your data has been submitted successfully.'
export const TRANSACTION_USED = 'This transaction id has already been used for a registration.'

/**
 * A member joins an alumni network (docs/decisions.md, 'Alumni payments are verified'): the
 * registration starts pending whatever the input says, belongs to the signed-in member, takes the
 * network title as its alumni type, and a (payment method, transaction id) pair is accepted once.
 * The payment provider of the chosen method then says what the member does next (today: wait for
 * the office to verify it).
 */
export async function storeAlumniRegistration(
  member: Member,
  data: AlumniRegistrationData,
  image?: UploadedFile,
) {
  // The network's title is stored as the alumni type in English, whatever the page's language.
  const network = await findPublicById('alumni-resources', data.id, {
    depth: 0,
    locale: DEFAULT_LOCALE,
  })
  if (!network) throw new ValidationError({ id: ['This alumni network does not exist.'] })
  const payload = await getPayloadClient()

  if (data.transaction_id) {
    // Registrations are private; only whether the id was used before is asked, across all of them.
    const used = await payload.count({
      collection: 'alumni-registrations',
      where: {
        and: [
          { transaction_key: { equals: normaliseTransactionId(data.transaction_id) } },
          data.payment_method
            ? { payment_method: { equals: data.payment_method } }
            : { payment_method: { exists: false } },
        ],
      },
      overrideAccess: true,
    })
    if (used.totalDocs > 0) throw new ConflictError(TRANSACTION_USED)
  }

  const imageId = image
    ? (await uploadMemberImage(member, image, `${data.name}, alumni photo`)).id
    : undefined
  const { id: _network, ...fields } = data
  let registration
  try {
    registration = await payload.create({
      collection: 'alumni-registrations',
      data: {
        ...fields,
        network: network.id,
        alumni_type: network.title,
        user: member.id,
        // Always pending: only staff approve (the field's access also refuses members).
        status: 'pending',
        ...(imageId ? { image: imageId } : {}),
      },
      overrideAccess: false,
      user: member,
    })
  } catch (error) {
    if (
      error instanceof PayloadValidationError &&
      error.data.errors.some((e) => /transaction|payment/.test(e.path))
    ) {
      throw new ConflictError(TRANSACTION_USED)
    }
    throw error
  }

  const next: PaymentNextStep = registration.payment_method
    ? await paymentProviderFor(registration.payment_method).begin({
        registrationId: registration.id,
        method: registration.payment_method,
        transactionId: registration.transaction_id ?? null,
        amount: registration.amount ?? null,
      })
    : { kind: 'await-verification' }
  return { registration, next }
}
