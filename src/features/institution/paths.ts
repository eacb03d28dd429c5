/** Addresses of the institution's downloads; they are the same in every language. */

/** A file the information rests on or offers (a letter, a routine, a syllabus). */
export const institutionFilePath = (id: number) => `/institution/files/${id}`

/** The enrolment table as CSV. */
export const ENROLMENT_CSV_PATH = '/institution/enrolment.csv'

/** The page's sections in order: each one's anchor (/institution#enrolment) and heading's key. */
export const PAGE_SECTIONS = [
  ['profile', 'profile'],
  ['recognition', 'recognition'],
  ['governing-body', 'governingBody'],
  ['enrolment', 'enrolment'],
  ['teachers-and-staff', 'staff'],
  ['routines', 'routines'],
  ['citizen-charter', 'charter'],
  ['information-and-grievances', 'officers'],
] as const
