import {
  addressInfoSchema,
  basicInfoSchema,
  guardianInfoSchema,
  locationSchema,
  phonesSchema,
  studentDetailsSchema,
  teacherDetailsSchema,
} from './schemas'

const CONTACT_UPDATED = 'Contact info updated successfully.'
export const PROFILE_UPDATED = 'Profile updated successfully.'

/** The edit cards of the own-profile page: the fields each one saves, and what it answers. */
export const PROFILE_CARDS = {
  location: { fields: Object.keys(locationSchema.shape), message: CONTACT_UPDATED },
  contact: { fields: Object.keys(phonesSchema.shape), message: CONTACT_UPDATED },
  student: {
    fields: Object.keys(studentDetailsSchema.shape),
    message: 'Student details updated successfully.',
  },
  teacher: {
    fields: Object.keys(teacherDetailsSchema.shape),
    message: 'Teacher details updated successfully.',
  },
  guardian: {
    fields: Object.keys(guardianInfoSchema.shape),
    message: 'Guardian info updated successfully.',
  },
  address: {
    fields: Object.keys(addressInfoSchema.shape),
    message: 'Address info updated successfully.',
  },
  basic: {
    fields: Object.keys(basicInfoSchema.shape),
    message: 'Basic info updated successfully.',
  },
  hobbies: { fields: ['hobbies'], message: 'Hobbies updated successfully.' },
} satisfies Record<string, { fields: readonly string[]; message: string }>

export type ProfileCard = keyof typeof PROFILE_CARDS

/** Whether a form's `card` names one of the cards (and not, say, `__proto__`). */
export function isProfileCard(name: string): name is ProfileCard {
  return Object.hasOwn(PROFILE_CARDS, name)
}

/**
 * What saving these fields answers, whichever door they came by: the message of the card they
 * all belong to (an API client sends one card's fields too), or a general one.
 */
export function savedMessage(fields: readonly string[]): string {
  const messages = new Set(
    Object.values(PROFILE_CARDS)
      .filter((card) => fields.every((field) => card.fields.includes(field)))
      .map((card) => card.message),
  )
  const [only] = messages
  return fields.length > 0 && messages.size === 1 && only ? only : PROFILE_UPDATED
}
