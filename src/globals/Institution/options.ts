/** The stored values of the Institution page's choices; their words live in the catalogues. */

/** The sections of the Institution page, each with its own "last updated" date. */
export const INSTITUTION_SECTIONS = [
  'profile',
  'recognition',
  'governing_body',
  'enrolment',
  'staff',
  'academics',
  'citizen_charter',
  'officers',
] as const
export type InstitutionSection = (typeof INSTITUTION_SECTIONS)[number]

export const INSTITUTION_TYPES = ['school', 'college', 'school_and_college'] as const
/** Non-government, nationalised (জাতীয়করণকৃত) or founded by the government. */
export const NATIONALISATION_STATUSES = ['non_government', 'nationalised', 'government'] as const
/** Whether the teachers of a level draw the government's salary share (MPO). */
export const MPO_STATUSES = ['enlisted', 'not_enlisted'] as const
export const GOVERNING_BODY_KINDS = [
  'governing_body',
  'managing_committee',
  'ad_hoc_committee',
] as const
/** Enrolment typed in by the office, or counted from the students who are members of the site. */
export const ENROLMENT_SOURCES = ['entered', 'members'] as const
