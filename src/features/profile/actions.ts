'use server'

import { revalidatePath } from 'next/cache'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'

import { formMember, getSessionMember, SESSION_ENDED } from '@/features/accounts/session'
import { inVisitorLanguage, visitorLocale } from '@/i18n/answer-in-language'
import { localePath } from '@/i18n/locales'
import { PayloadTooLargeError, RateLimitError, ValidationError } from '@/lib/errors'
import { formAction, formAddress } from '@/lib/form-action'
import { readFields, type FormState } from '@/lib/form-state'
import { logError } from '@/lib/log/server'
import { PROFILE_SECTIONS, type ProfileSection } from '@/lib/profile-privacy'
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@/lib/session-cookie'

import { deleteMemberAccount } from './delete-account'
import { confirmGuardianCode, sendGuardianCode } from './guardian-phone'
import {
  PROFILE_IMAGE_FIELDS,
  replaceProfilePicture,
  setSectionVisibility,
  type ProfileImageField,
} from './own-profile'
import { isProfileCard, PROFILE_CARDS } from './profile-cards'
import { updateProfileCard } from './update-profile-card'

export type ProfileCardState = FormState<Record<string, string>>

const FAILED = 'Something went wrong. Please try again.'

/**
 * One edit card of the own-profile page (`updateProfileCard`), named by the form's hidden `card`:
 * its fields are saved, an emptied one cleared, and the other cards are left as they are.
 * Hobbies are typed one per line.
 */
export async function saveProfileCard(
  _previous: ProfileCardState,
  formData: FormData,
): Promise<ProfileCardState> {
  const card = String(formData.get('card') ?? '')
  if (!isProfileCard(card))
    return inVisitorLanguage({ status: 'error', values: {}, message: FAILED })
  const { fields } = PROFILE_CARDS[card]
  const values = readFields(formData, fields)
  const input =
    card === 'hobbies'
      ? {
          hobbies: (values.hobbies ?? '')
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        }
      : values
  return formAction(
    { keep: values, failure: FAILED, logAs: 'Profile update failed', shownFields: new Set(fields) },
    async () => {
      const { message } = await updateProfileCard(input, {
        address: await formAddress(),
        member: formMember,
      })
      // The own-profile page is drawn again with the saved values.
      revalidatePath('/user-profile')
      return { message, values }
    },
  )
}

export type GuardianCodeState = FormState<{ code: string }>

/** The guardian SMS card's "Send a code" button: `sendGuardianCode`, in the page's language. */
export async function sendGuardianCodeAction(
  _previous: GuardianCodeState,
  _formData: FormData,
): Promise<GuardianCodeState> {
  const locale = await visitorLocale()
  return formAction(
    { keep: { code: '' }, failure: FAILED, logAs: 'Guardian code failed' },
    async () => {
      const { message } = await sendGuardianCode(
        { address: await formAddress(), member: formMember },
        locale === 'bn' ? 'bn' : 'en',
      )
      return { message, values: { code: '' } }
    },
  )
}

/** The guardian SMS card's code box: `confirmGuardianCode`; the card then shows it confirmed. */
export async function confirmGuardianCodeAction(
  _previous: GuardianCodeState,
  formData: FormData,
): Promise<GuardianCodeState> {
  const values = readFields(formData, ['code'] as const)
  return formAction(
    { keep: values, failure: FAILED, logAs: 'Guardian code confirmation failed' },
    async () => {
      const { message } = await confirmGuardianCode(values, {
        address: await formAddress(),
        member: formMember,
      })
      revalidatePath('/user-profile')
      return { message, values: { code: '' } }
    },
  )
}

export type VisibilityAnswer = { ok: true } | { ok: false; message: string }

/** Makes one private section public or private again; age rules are enforced by the collection. */
export async function saveSectionVisibility(
  section: ProfileSection,
  isPublic: boolean,
): Promise<VisibilityAnswer> {
  if (!PROFILE_SECTIONS.includes(section)) return { ok: false, message: 'Unknown section.' }
  const member = await getSessionMember()
  if (!member) return { ok: false, message: SESSION_ENDED }
  try {
    const updated = await setSectionVisibility(member, section, isPublic)
    if (isPublic && updated.visibility?.[section] !== true) {
      return {
        ok: false,
        message: 'Members under 18 (or without a birthday on file) cannot make this public.',
      }
    }
    revalidatePath('/user-profile')
    return { ok: true }
  } catch (error) {
    await logError('Visibility update failed', error)
    return { ok: false, message: FAILED }
  }
}

export type UploadAnswer =
  { ok: true; url: string | null } | { ok: false; title: string; message: string }

/** A new profile picture or banner (multipart form with one `file`). */
export async function uploadProfilePicture(
  kind: ProfileImageField,
  formData: FormData,
): Promise<UploadAnswer> {
  if (!PROFILE_IMAGE_FIELDS.includes(kind)) {
    return { ok: false, title: 'Upload Failed', message: 'Something went wrong.' }
  }
  const member = await getSessionMember()
  if (!member) return { ok: false, title: 'Upload Failed', message: SESSION_ENDED }
  const file = formData.get('file')
  if (!(file instanceof File)) {
    return { ok: false, title: 'Upload Failed', message: 'Something went wrong.' }
  }
  try {
    const updated = await replaceProfilePicture(member, kind, file)
    const media = typeof updated[kind] === 'object' ? updated[kind] : null
    revalidatePath('/user-profile')
    return { ok: true, url: media?.sizes?.card?.url || media?.url || null }
  } catch (error) {
    // Too many uploads within the hour: the limit's own message.
    if (error instanceof RateLimitError) {
      return { ok: false, title: 'Upload Failed', message: error.message }
    }
    // Wrong type (SVG, not an image), too large or too many pixels: say so plainly.
    if (error instanceof ValidationError || error instanceof PayloadTooLargeError) {
      const message =
        error instanceof ValidationError
          ? (Object.values(error.errors)[0]?.[0] ?? 'Something went wrong.')
          : 'The picture must be 5 MB or smaller.'
      return { ok: false, title: 'Upload Failed', message }
    }
    await logError('Profile picture upload failed', error)
    return { ok: false, title: 'Upload Failed', message: 'Something went wrong.' }
  }
}

export type DeleteAccountState = FormState<{ password: string }>

/**
 * Deletes the signed-in member's account (`deleteMemberAccount`), ends the session and leaves
 * the (now closed) profile for the page that confirms the deletion.
 */
export async function deleteAccount(
  _previous: DeleteAccountState,
  formData: FormData,
): Promise<DeleteAccountState> {
  const values = { password: '' }
  const answer = await formAction(
    { keep: values, failure: FAILED, logAs: 'Account deletion failed' },
    async () => {
      await deleteMemberAccount(readFields(formData, ['password']), {
        address: await formAddress(),
        member: formMember,
      })
      // Never shown: the page that confirms the deletion takes over.
      return { message: '', values }
    },
  )
  if (answer.status !== 'success') return answer
  const jar = await cookies()
  jar.delete(SESSION_COOKIE)
  jar.delete(SESSION_HINT_COOKIE)
  redirect(localePath('/account-deleted', await getLocale()))
}
