import type { CollectionBeforeChangeHook } from 'payload'

import type { ReunionRegistration } from '@/payload-types'

type Person = Pick<NonNullable<ReunionRegistration['people']>[number], 'name' | 'relation'>

/**
 * How a registration is named in the admin: the member's own name, then how many come with
 * them ("Nasrin Akter +2"), instead of a record number.
 */
export function registrationTitle(people: Person[] | null | undefined): string {
  const list = people ?? []
  const member = list.find((person) => person.relation === 'self') ?? list[0]
  const name = member?.name?.trim() ?? ''
  return list.length > 1 ? `${name} +${list.length - 1}` : name
}

/** Keeps the registration's title in step with the people on it. */
export const nameRegistration: CollectionBeforeChangeHook<ReunionRegistration> = ({
  data,
  originalDoc,
}) => {
  const people = data.people ?? originalDoc?.people
  return { ...data, title: registrationTitle(people) }
}
