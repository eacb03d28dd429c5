'use server'

import { revalidatePath } from 'next/cache'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { z } from 'zod'

import { getSessionMember } from '@/features/accounts/session'
import { tryMemberPassword } from '@/features/accounts/sign-in-limits'
import { PayloadTooLargeError, RateLimitError, ValidationError } from '@/lib/errors'
import { firstErrors } from '@/lib/form-state'
import { clientAddress } from '@/lib/rate-limit'
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@/lib/session-cookie'
import { logError } from '@/lib/log/server'

import { PROFILE_SECTIONS, type ProfileSection } from '@/lib/profile-privacy'
import {
  addressInfoSchema,
  basicInfoSchema,
  guardianInfoSchema,
  hobbiesSchema,
  locationSchema,
  phonesSchema,
  studentDetailsSchema,
  teacherDetailsSchema,
} from './schemas'
import {
  deleteOwnAccount,
  replaceProfilePicture,
  saveOwnProfile,
  setSectionVisibility,
  type OwnProfileData,
} from './own-profile'
import { PROFILE_IMAGE_FIELDS, type ProfileImageField } from './profile-api'
import { localePath } from '@/i18n/locales'
import { getLocale } from 'next-intl/server'

/** The edit modals of the own-profile page, each saving only its own fields. */
const CARDS = {
  location: { schema: locationSchema, message: 'Contact info updated successfully.' },
  contact: { schema: phonesSchema, message: 'Contact info updated successfully.' },
  student: { schema: studentDetailsSchema, message: 'Student details updated successfully.' },
  teacher: { schema: teacherDetailsSchema, message: 'Teacher details updated successfully.' },
  guardian: { schema: guardianInfoSchema, message: 'Guardian info updated successfully.' },
  address: { schema: addressInfoSchema, message: 'Address info updated successfully.' },
  basic: { schema: basicInfoSchema, message: 'Basic info updated successfully.' },
} satisfies Record<string, { schema: z.ZodObject; message: string }>

export type ProfileCard = keyof typeof CARDS | 'hobbies'

export type ProfileEditState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: Partial<Record<string, string>> }
  | { status: 'error'; message: string }
  | { status: 'success'; message: string; at: number }

const SESSION_ENDED = 'Your session has ended. Please sign in again.'
const SIGNED_OUT: ProfileEditState = { status: 'error', message: SESSION_ENDED }

async function failed(error: unknown): Promise<ProfileEditState> {
  if (error instanceof ValidationError) {
    return {
      status: 'invalid',
      errors: Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])),
    }
  }
  await logError('Profile update failed', error)
  return { status: 'error', message: 'Something went wrong. Please try again.' }
}

/** Saves one card. An emptied field is cleared; the other cards are left as they are. */
export async function saveProfileCard(
  card: ProfileCard,
  _previous: ProfileEditState,
  formData: FormData,
): Promise<ProfileEditState> {
  const member = await getSessionMember()
  if (!member) return SIGNED_OUT
  if (card === 'hobbies') {
    const hobbies = String(formData.get('hobbies') ?? '')
      .split('\n')
      .map((h) => h.trim())
      .filter(Boolean)
    const parsed = hobbiesSchema.safeParse({ hobbies })
    if (!parsed.success) {
      return { status: 'invalid', errors: { hobbies: 'Up to 30 hobbies of 60 letters each.' } }
    }
    try {
      await saveOwnProfile(member, { hobbies: parsed.data.hobbies.map((value) => ({ value })) })
    } catch (error) {
      return failed(error)
    }
    revalidatePath('/user-profile')
    return { status: 'success', message: 'Hobbies updated successfully.', at: Date.now() }
  }
  const { schema, message } = CARDS[card]
  const keys = Object.keys(schema.shape)
  // A blank field means "clear it"; zod sees it as absent.
  const input = Object.fromEntries(
    keys.map((key) => [key, String(formData.get(key) ?? '').trim() || undefined]),
  )
  const parsed = schema.safeParse(input)
  if (!parsed.success) return { status: 'invalid', errors: firstErrors(parsed.error) }
  const values = parsed.data as Record<string, unknown>
  const data = Object.fromEntries(
    keys.map((key) => [key, values[key] === undefined || values[key] === '' ? null : values[key]]),
  ) as OwnProfileData
  try {
    await saveOwnProfile(member, data)
  } catch (error) {
    return failed(error)
  }
  // The own-profile page is drawn again with the saved values.
  revalidatePath('/user-profile')
  return { status: 'success', message, at: Date.now() }
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
    return { ok: false, message: 'Something went wrong. Please try again.' }
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

export type DeleteAccountState = { status: 'idle' } | { status: 'invalid'; message: string }

/**
 * Deletes the signed-in member's account after their password, ends the session and leaves
 * the (now closed) profile for the page that confirms the deletion.
 */
export async function deleteAccount(
  _previous: DeleteAccountState,
  formData: FormData,
): Promise<DeleteAccountState> {
  const member = await getSessionMember()
  if (!member) return { status: 'invalid', message: SESSION_ENDED }
  const password = String(formData.get('password') ?? '')
  if (!password) return { status: 'invalid', message: 'Password is required' }
  try {
    // The password is guessed here as on the sign-in form, so the same limits apply.
    const parties = { address: clientAddress(await headers()), account: member.email }
    await tryMemberPassword(parties, () =>
      deleteOwnAccount({ ...member, collection: 'users' }, password),
    )
  } catch (error) {
    if (error instanceof RateLimitError)
      return { status: 'invalid', message: 'Too many attempts. Please wait a few minutes.' }
    if (error instanceof ValidationError)
      return { status: 'invalid', message: error.errors.password?.[0] ?? error.message }
    await logError('Account deletion failed', error)
    return { status: 'invalid', message: 'Something went wrong. Please try again.' }
  }
  const jar = await cookies()
  jar.delete(SESSION_COOKIE)
  jar.delete(SESSION_HINT_COOKIE)
  redirect(localePath('/account-deleted', await getLocale()))
}
