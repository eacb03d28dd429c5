import { mediaPath, orNull, relationId, richTextHtml } from '@/lib/dto'
import { COMMUNITY_GROUPS } from '@/lib/constants'
import type { AlumniRegistration, AlumniResource, Alumnus, CommunityMember } from '@/payload-types'

export type AlumnusDto = {
  id: number
  name: string
  image: string | null
  current_profession: string | null
  passing_year: number | null
}

export function toAlumnusDto(alumnus: Alumnus): AlumnusDto {
  return {
    id: alumnus.id,
    name: alumnus.name,
    image: mediaPath(alumnus.image),
    ...orNull(alumnus, ['current_profession', 'passing_year']),
  }
}

export type AlumniResourceDto = {
  id: number
  title: string
  image: string | null
  short_description: string | null
  membership_fee: string | null
  details: string
}

/** An alumni network (the old site's 'alumni resource'). */
export function toAlumniResourceDto(resource: AlumniResource): AlumniResourceDto {
  return {
    id: resource.id,
    title: resource.title,
    image: mediaPath(resource.image),
    ...orNull(resource, ['short_description', 'membership_fee']),
    details: richTextHtml(resource.details),
  }
}

export type CommunityMemberDto = {
  id: number
  type: CommunityMember['type']
  type_name: string
  network_id: number | null
  alumni: { id: number | null; name: string | null; image: string | null }
  member_id: string | null
  description: string | null
  designation: string | null
  from_year: number | null
  to_year: number | null
  responsibility: string | null
}

export function toCommunityMemberDto(member: CommunityMember): CommunityMemberDto {
  const alumnus = typeof member.alumni === 'object' ? member.alumni : null
  return {
    id: member.id,
    type: member.type,
    type_name: COMMUNITY_GROUPS[member.type],
    network_id: relationId(member.network),
    alumni: {
      id: relationId(member.alumni),
      name: alumnus?.name ?? null,
      image: mediaPath(alumnus?.image),
    },
    ...orNull(member, [
      'member_id',
      'description',
      'designation',
      'from_year',
      'to_year',
      'responsibility',
    ]),
  }
}

/** The old API's status: 1 means approved, anything else pending (2 marks a rejected payment). */
const STATUS_CODES: Record<AlumniRegistration['status'], number> = {
  pending: 0,
  approved: 1,
  rejected: 2,
}

export type AlumniRegistrationDto = {
  id: number
  user_id: number | null
  network_id: number | null
  alumni_type: string | null
  name: string
  passing_year: number
  degree: AlumniRegistration['degree']
  batch: string
  job_title: string
  current_profession: string
  company_name: string
  email: string
  phone_no: string | null
  linkedin_url: string | null
  transaction_id: string | null
  payment_method: AlumniRegistration['payment_method']
  image: string | null
  status: number
  status_label: AlumniRegistration['status']
  decision_note: string | null
  created_at: string
}

export function toAlumniRegistrationDto(registration: AlumniRegistration): AlumniRegistrationDto {
  return {
    id: registration.id,
    user_id: relationId(registration.user),
    network_id: relationId(registration.network),
    alumni_type: registration.alumni_type ?? null,
    name: registration.name,
    passing_year: registration.passing_year,
    degree: registration.degree,
    batch: registration.batch,
    job_title: registration.job_title,
    current_profession: registration.current_profession,
    company_name: registration.company_name,
    email: registration.email,
    ...orNull(registration, ['phone_no', 'linkedin_url', 'transaction_id', 'payment_method']),
    image: mediaPath(registration.image),
    status: STATUS_CODES[registration.status],
    status_label: registration.status,
    decision_note: registration.decision_note ?? null,
    created_at: registration.createdAt,
  }
}
