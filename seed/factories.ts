/**
 * Typed builders for every collection. Demo content and tests both start from these, so a
 * required field added to a collection only needs a default here.
 */
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { ROLE } from '@/lib/constants'

import { richText } from './rich-text'

type Data<S extends Parameters<Payload['create']>[0]['collection']> =
  RequiredDataFromCollectionSlug<S>

let counter = 0
/** A number unique within this process, for emails and ids that must not collide. */
export function unique(): number {
  counter += 1
  return counter
}

/** A unique reference shaped like a bKash TrxID: 10 letters and digits. */
export function bkashTransactionId(): string {
  return `${Date.now().toString(36)}${unique().toString(36).padStart(2, '0')}`
    .toUpperCase()
    .slice(-10)
}

export const DEMO_PASSWORD = 'demo-pass-2026'

export function buildStudent(overrides: Partial<Data<'users'>> = {}): Data<'users'> {
  const n = unique()
  return {
    first_name: 'Student',
    last_name: `Number ${n}`,
    email: `student${n}.${Date.now()}@example.com`,
    password: DEMO_PASSWORD,
    role: ROLE.student,
    student_id: `PISC-${2026}${String(n).padStart(4, '0')}`,
    student_class: '8',
    group: 'Science',
    ...overrides,
  }
}

/** A teacher as the office enters one: verified, so listed on the About page. */
export function buildTeacher(overrides: Partial<Data<'users'>> = {}): Data<'users'> {
  const n = unique()
  return {
    first_name: 'Teacher',
    last_name: `Number ${n}`,
    email: `teacher${n}.${Date.now()}@example.com`,
    password: DEMO_PASSWORD,
    role: ROLE.teacher,
    faculty_verified: true,
    teacher_id: `T-${String(n).padStart(4, '0')}`,
    specialization: 'Mathematics',
    ...overrides,
  }
}

export function buildAdmin(overrides: Partial<Data<'admins'>> = {}): Data<'admins'> {
  const n = unique()
  return {
    name: `Staff ${n}`,
    email: `staff${n}.${Date.now()}@example.com`,
    password: DEMO_PASSWORD,
    roles: ['editor'],
    ...overrides,
  }
}

export function buildEvent(overrides: Partial<Data<'events'>> = {}): Data<'events'> {
  const n = unique()
  return {
    name: `School event ${n}`,
    type: 'Event',
    start_date: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    company: 'School auditorium',
    details: richText([`Details of school event ${n}.`]),
    _status: 'published',
    ...overrides,
  }
}

/**
 * A published reunion (an alumni event taking paid registrations) with the jubilee's ticket types:
 * member ৳1,500, spouse ৳1,000, child 5–12 ৳500, under 5 free.
 */
export function buildReunion(overrides: Partial<Data<'events'>> = {}): Data<'events'> {
  const n = unique()
  return buildEvent({
    name: `Reunion ${n}`,
    type: 'Alumni',
    start_date: new Date(Date.now() + 60 * 86_400_000).toISOString(),
    company: 'School field',
    reunion: {
      takes_registrations: true,
      ticket_types: [
        { name: 'Member', price: 1500, limit: null },
        { name: 'Spouse', price: 1000, limit: null },
        { name: 'Child 5–12', price: 500, limit: null },
        { name: 'Child under 5', price: 0, limit: null },
      ],
      batch_quotas: [],
    },
    ...overrides,
  })
}

export function buildNews(overrides: Partial<Data<'news'>> = {}): Data<'news'> {
  const n = unique()
  return {
    title: `School news ${n}`,
    publish_date: new Date().toISOString(),
    short_description: `Short description of news item ${n}.`,
    description: richText([`The full story of news item ${n}.`]),
    category: 'Campus',
    _status: 'published',
    ...overrides,
  }
}

export function buildClass(overrides: Partial<Data<'classes'>> = {}): Data<'classes'> {
  const n = unique()
  return {
    name: `Class ${n}`,
    short_description: `About class ${n}.`,
    subject: [{ value: 'Bangla' }, { value: 'English' }, { value: 'Mathematics' }],
    duration: '1 year',
    fees: '৳1,200 per month',
    ...overrides,
  }
}

export function buildContactMessage(
  overrides: Partial<Data<'contact-messages'>> = {},
): Data<'contact-messages'> {
  return {
    name: 'A Visitor',
    email: `visitor${unique()}@example.com`,
    subject: 'Admission question',
    message: 'When does admission open for class six?',
    ...overrides,
  }
}

export function buildEventRegistration(
  event: number,
  overrides: Partial<Data<'event-registrations'>> = {},
): Data<'event-registrations'> {
  return {
    event,
    first_name: 'Nusrat',
    last_name: 'Jahan',
    email: `guest${unique()}@example.com`,
    phone: '01711000000',
    gender: 'Female',
    present_address: 'House 12, Road 3, Upashahar, Rajshahi',
    permanent_address: 'Village Charghat, Rajshahi',
    grade: '9',
    school: 'Padmapar Ideal School',
    participation: 'yes',
    terms: true,
    ...overrides,
  }
}

export function buildAlumniResource(
  overrides: Partial<Data<'alumni-resources'>> = {},
): Data<'alumni-resources'> {
  const n = unique()
  return {
    title: `Alumni network ${n}`,
    short_description: `Former students working together, network ${n}.`,
    details: richText([`How network ${n} works.`]),
    ...overrides,
  }
}

export function buildAlumniRegistration(
  user: number,
  network: number,
  overrides: Partial<Data<'alumni-registrations'>> = {},
): Data<'alumni-registrations'> {
  return {
    user,
    network,
    name: 'Former Student',
    passing_year: 2015,
    degree: 'BSc',
    batch: '2015',
    job_title: 'Engineer',
    current_profession: 'Software',
    company_name: 'Example Ltd',
    email: `alumnus${unique()}@example.com`,
    payment_method: 'Bkash',
    transaction_id: bkashTransactionId(),
    status: 'pending',
    ...overrides,
  }
}

export function buildStudentVideo(
  image: number,
  overrides: Partial<Data<'student-videos'>> = {},
): Data<'student-videos'> {
  const n = unique()
  return {
    title: `Student video ${n}`,
    image,
    video_link: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
    ...overrides,
  }
}

export function buildGalleryItem(
  image: number,
  overrides: Partial<Data<'campus-gallery'>> = {},
): Data<'campus-gallery'> {
  const n = unique()
  return {
    title: `Campus picture ${n}`,
    description: `A moment from campus life, picture ${n}.`,
    image,
    static_status: '0',
    ...overrides,
  }
}

export function buildAlumnus(overrides: Partial<Data<'alumni'>> = {}): Data<'alumni'> {
  const n = unique()
  return {
    name: `Former Student ${n}`,
    current_profession: 'Engineer',
    passing_year: 2010,
    ...overrides,
  }
}

export function buildCommunityMember(
  alumni: number,
  network: number,
  overrides: Partial<Data<'community-members'>> = {},
): Data<'community-members'> {
  return {
    type: 'GM',
    alumni,
    network,
    member_id: `PAA-${String(unique()).padStart(4, '0')}`,
    designation: 'Member',
    ...overrides,
  }
}

export function buildContactEntry(
  overrides: Partial<Data<'contact-entries'>> = {},
): Data<'contact-entries'> {
  return {
    title: 'Help desk',
    phone: `01711-000${String(100 + (unique() % 900))}`,
    type: 'Help Desk',
    ...overrides,
  }
}

export function buildNoticeCategory(
  overrides: Partial<Data<'notice-categories'>> = {},
): Data<'notice-categories'> {
  // Names are unique in the table and test files share one database: the time keeps them apart.
  return { name: `Category ${Date.now().toString(36)}-${unique()}`, ...overrides }
}

export function buildNotice(
  category: number,
  overrides: Partial<Data<'notices'>> = {},
): Data<'notices'> {
  const n = unique()
  return {
    title: `School notice ${n}`,
    category,
    publish_date: new Date().toISOString(),
    body: richText([`The full text of notice ${n}.`]),
    pinned: false,
    _status: 'published',
    ...overrides,
  }
}

/** The subjects of a secondary class (6–10): five compulsory, Higher Mathematics the 4th subject. */
export const SECONDARY_SUBJECTS = [
  { code: 'bangla', name: 'Bangla', full_marks: 100, pass_marks: 33, optional: false },
  { code: 'english', name: 'English', full_marks: 100, pass_marks: 33, optional: false },
  { code: 'math', name: 'Mathematics', full_marks: 100, pass_marks: 33, optional: false },
  { code: 'science', name: 'Science', full_marks: 100, pass_marks: 33, optional: false },
  { code: 'religion', name: 'Religion', full_marks: 50, pass_marks: 17, optional: false },
  {
    code: 'higher_math',
    name: 'Higher Mathematics',
    full_marks: 100,
    pass_marks: 33,
    optional: true,
  },
]

/** An exam for classes 6–10 whose results are public from `publish_at` (an hour ago by default). */
export function buildExam(overrides: Partial<Data<'exams'>> = {}): Data<'exams'> {
  return {
    name: `Annual Examination ${unique()}`,
    year: 2026,
    publish_at: new Date(Date.now() - 60 * 60_000).toISOString(),
    status: 'scheduled',
    classes: (['6', '7', '8', '9', '10'] as const).map((name) => ({
      class: name,
      subjects: SECONDARY_SUBJECTS.map((subject) => ({ ...subject })),
    })),
    ...overrides,
  }
}

/** A draft broadcast to one class's guardians by SMS. */
export function buildBroadcast(overrides: Partial<Data<'broadcasts'>> = {}): Data<'broadcasts'> {
  const n = unique()
  return {
    title: `Message to guardians ${n}`,
    text: 'আগামীকাল অভিভাবক সভা সকাল ১০টায়। অনুগ্রহ করে উপস্থিত থাকুন।',
    audience: 'class',
    class_name: '8',
    channels: ['sms'],
    status: 'draft',
    ...overrides,
  }
}
