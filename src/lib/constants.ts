/**
 * The old site's business constants (docs/decisions.md, 'Addresses, words and numbers'), and the
 * site's vocabulary: role
 * codes and the school's time zone are written here and nowhere else.
 */

/** Member roles as the users collection stores them (a select field, so text). */
export const ROLE = { student: '8', teacher: '9', leadership: '10' } as const
export type StoredRole = (typeof ROLE)[keyof typeof ROLE]
/** The same roles as numbers, as the API and the registration forms speak them. */
export const ROLES = { student: 8, teacher: 9, leadership: 10 } as const
export type RoleCode = (typeof ROLES)[keyof typeof ROLES]
export const SELF_REGISTER_ROLES: readonly RoleCode[] = [ROLES.student, ROLES.teacher]

/** A role as stored, given either form (a stored code or the API's number); unknown → undefined. */
export function toStoredRole(role: unknown): StoredRole | undefined {
  const text = typeof role === 'number' || typeof role === 'string' ? String(role) : ''
  return (Object.values(ROLE) as string[]).includes(text) ? (text as StoredRole) : undefined
}
export const isStudent = (role: unknown): boolean => toStoredRole(role) === ROLE.student
export const isTeacher = (role: unknown): boolean => toStoredRole(role) === ROLE.teacher
export const isLeader = (role: unknown): boolean => toStoredRole(role) === ROLE.leadership
/** Teachers and leaders: the roles the About page lists once staff verify them. */
export const isFaculty = (role: unknown): boolean => isTeacher(role) || isLeader(role)

/** Dates and days on the site are the school's, whatever the server's or the visitor's zone. */
export const SCHOOL_TIME_ZONE = 'Asia/Dhaka'
/** How the admin's time zone pickers name the school's time (in Bangla: PanelWords). */
export const SCHOOL_TIME_ZONE_LABEL = 'Dhaka (UTC+6)'

export const CLASS_CHOICES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const
/** Every class a school and college teaches: the school's 1–10 and the college's two years (11, 12). */
export const INSTITUTION_CLASSES = [...CLASS_CHOICES, '11', '12'] as const
export type InstitutionClass = (typeof INSTITUTION_CLASSES)[number]
export const GROUPS = ['Science', 'Arts', 'Commerce'] as const
export const SPECIALIZATIONS = [
  'Bangla',
  'English',
  'Mathematics',
  'Physics',
  'Chemistry',
  'Biology',
  'Accounting',
  'Business Studies',
  'Economics',
  'History',
  'Geography',
  'ICT',
] as const
export const GENDERS = ['Male', 'Female', 'Other'] as const
export const LANGUAGES = ['English', 'Bangla'] as const
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const
export const PARTICIPATION = ['yes', 'no'] as const

export const EVENT_TYPES = ['Event', 'Alumni', 'Article', 'Blog'] as const
export type EventType = (typeof EVENT_TYPES)[number]

export const NEWS_CATEGORIES = [
  'Academic',
  'Achievement',
  'Admission',
  'Campus',
  'Culture',
  'Sports',
  'Community',
] as const

export const DEGREES = ['BSc', 'MSc', 'BBA', 'MBA', 'PhD', 'Other'] as const
export const PAYMENT_METHODS = ['Bkash', 'Nagad', 'Rocket', 'Bank Account'] as const
/** What a payment method outside the list is answered. */
export const PAYMENT_METHOD_CHOICE = 'Choose the payment method from the list.'
export const COMMUNITY_GROUPS = {
  GB: 'Government Body',
  EC: 'EC Members',
  GM: 'General Members',
} as const
export const ALUMNI_REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export const ALUMNI_STATUS_NAMES: Record<
  (typeof ALUMNI_REGISTRATION_STATUSES)[number],
  { en: string; bn: string }
> = {
  pending: { en: 'Waiting for a decision', bn: 'সিদ্ধান্তের অপেক্ষায়' },
  approved: { en: 'Approved', bn: 'অনুমোদিত' },
  rejected: { en: 'Rejected', bn: 'বাতিল' },
}
/** Where a contact message stands in the office's inbox. */
export const CONTACT_MESSAGE_STATUSES = {
  unread: 'Unread',
  read: 'Read',
  replied: 'Replied',
} as const
/** Where an admission inquiry stands in the office's inbox. */
export const ADMISSION_INQUIRY_STATUSES = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
} as const
/** Kinds of academic calendar entries; school events come from the events collection. */
export const CALENDAR_ENTRY_KINDS = ['Holiday', 'Exam', 'Admission', 'Academic'] as const
export type CalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number]
/** A notice counts as new for this many days after its publish date. */
export const NOTICE_NEW_DAYS = 7
export const CONTACT_ENTRY_TYPES = ['Help Desk', 'Office'] as const
/**
 * Where an exam's results stand. A draft is never public; a scheduled or published exam is public
 * from its publish time (the job runner marks it published then).
 */
export const EXAM_STATUSES = ['draft', 'scheduled', 'published'] as const
export type ExamStatus = (typeof EXAM_STATUSES)[number]
/** A student's overall result on a mark sheet. */
export const RESULT_OUTCOMES = ['passed', 'failed'] as const

export const PAGE_SIZE = {
  featuredNews: 12,
  events: 6,
  faculty: 16,
  allNewsBlogsArticles: 12,
  classesInitial: 6,
  leadersInitial: 8,
  homeFeaturedEvents: 3,
  /** The home page's notice board. */
  homeNotices: 3,
  topNewsGrid: 5,
  notices: 12,
  tickerNotices: 5,
} as const

export const LIMITS = {
  contactMessageMax: 500,
  passwordMin: 6,
  registrationPhoneMin: 11,
  addressMin: 10,
  schoolMin: 3,
  gradeMin: 1,
  /** Upload size cap for images and notice attachments, in bytes (families download on mobile data). */
  imageUploadBytes: 5 * 1024 * 1024,
  /**
   * Pixel cap for a picture, read from its header before anything decodes it: a few hundred KB
   * can unpack to gigabytes. 40 megapixels is well above the 12 a phone camera saves by default.
   */
  imageMaxPixels: 40_000_000,
  admissionMessageMax: 1000,
} as const

/** Members younger than this cannot make contact, guardian or address details public. */
export const ADULT_AGE = 18

/** No SMS goes out from 21:00 to 08:00 Dhaka time unless the broadcast is urgent. */
export const QUIET_HOURS = { from: 21, until: 8 } as const
/** Who a broadcast goes to. */
export const BROADCAST_AUDIENCES = [
  'guardians',
  'class',
  'class-section',
  'teachers',
  'alumni-batch',
  'event-registrants',
] as const
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number]
export const BROADCAST_CHANNELS = ['sms', 'email'] as const
export type BroadcastChannel = (typeof BROADCAST_CHANNELS)[number]
/** A broadcast is written as a draft, then scheduled (now or at a time), sent, and done. */
export const BROADCAST_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number]
export const BROADCAST_RECIPIENT_STATUSES = ['queued', 'sent', 'failed'] as const
export type BroadcastRecipientStatus = (typeof BROADCAST_RECIPIENT_STATUSES)[number]
/** Which guardian's phone takes the school's messages; empty means the family has not agreed. */
/** What else a family types to see a result, besides roll and registration number. */
export const SECOND_FACTS = ['none', 'birth_date', 'pin'] as const
export type SecondFact = (typeof SECOND_FACTS)[number]

export const GUARDIAN_CONTACTS = ['father', 'mother', 'local_guardian'] as const
export type GuardianContact = (typeof GUARDIAN_CONTACTS)[number]
/** The member field holding each guardian's phone. */
export const GUARDIAN_PHONE_FIELD: Record<
  GuardianContact,
  'father_phone' | 'mother_phone' | 'local_guardian_phone'
> = {
  father: 'father_phone',
  mother: 'mother_phone',
  local_guardian: 'local_guardian_phone',
}
/** How urgent a site-wide alert is: its colour and the word before its text. */
export const ALERT_LEVELS = ['info', 'warning', 'danger'] as const
export type AlertLevel = (typeof ALERT_LEVELS)[number]
