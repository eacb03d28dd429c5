/**
 * The demo school's mandated information, in English and Bangla: every item the education
 * directorate asks for is filled in, except that Class 9's newest routine is last year's, so the
 * completeness check shows staff what an out-of-date item looks like.
 */
import { INSTITUTION_CLASSES, type InstitutionClass } from '@/lib/constants'
import type { Institution } from '@/payload-types'

import { CLASSES } from './school'

export const DEMO_EIIN = '126543'
/** The one class whose routine the demo leaves from last year. */
export const STALE_ROUTINE_CLASS: InstitutionClass = '9'

const COLLEGE_SUBJECTS = [
  'Bangla',
  'English',
  'ICT',
  'Physics',
  'Chemistry',
  'Biology',
  'Higher Mathematics',
  'Accounting',
  'Economics',
]
const DAYS = ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday']
const PERIODS = ['8:00', '8:45', '9:30', '10:35', '11:20', '12:05']

export const classTitle = (value: InstitutionClass) =>
  value === '11'
    ? 'Class 11 (HSC 1st year)'
    : value === '12'
      ? 'Class 12 (HSC 2nd year)'
      : `Class ${value}`

const subjectsOf = (value: InstitutionClass) =>
  CLASSES.find((entry) => entry.name === `Class ${value}`)?.subjects ?? COLLEGE_SUBJECTS

/** A one-page PDF the information rests on or offers, by a key the data below names it with. */
export type DemoFile = { key: string; title: string; paragraphs: string[] }

type Level = {
  key: string
  level: string
  levelBn: string
  permission: string
  recognition: string
  /** Years the current recognition runs past this one, or null when it does not expire. */
  validFor: number | null
  mpoSince: string | null
}

const LEVELS: Level[] = [
  {
    key: 'primary',
    level: 'Primary (Classes 1–5)',
    levelBn: 'প্রাথমিক (প্রথম–পঞ্চম শ্রেণি)',
    permission: '1984-01-15',
    recognition: '1986-07-01',
    validFor: null,
    mpoSince: null,
  },
  {
    key: 'lower-secondary',
    level: 'Lower secondary (Classes 6–8)',
    levelBn: 'নিম্ন মাধ্যমিক (ষষ্ঠ–অষ্টম শ্রেণি)',
    permission: '1985-01-10',
    recognition: '1988-06-01',
    validFor: null,
    mpoSince: '1990-05-01',
  },
  {
    key: 'secondary',
    level: 'Secondary (Classes 9–10)',
    levelBn: 'মাধ্যমিক (নবম–দশম শ্রেণি)',
    permission: '1989-01-01',
    recognition: '1991-03-14',
    validFor: 2,
    mpoSince: '1994-07-01',
  },
  {
    key: 'higher-secondary',
    level: 'Higher secondary (Classes 11–12)',
    levelBn: 'উচ্চ মাধ্যমিক (একাদশ–দ্বাদশ শ্রেণি)',
    permission: '2005-06-01',
    recognition: '2008-01-01',
    validFor: 1,
    mpoSince: '2010-07-01',
  },
]

const BOARD = 'Board of Intermediate and Secondary Education, Rajshahi'

/** Every file the demo's information names: letters, then each class's routines and syllabi. */
export function institutionFiles(year: number): DemoFile[] {
  const letters = LEVELS.flatMap((level) => [
    {
      key: `permission-${level.key}`,
      title: `Teaching permission: ${level.level}`,
      paragraphs: [
        `Memo no. RB/${level.permission.slice(0, 4)}/${level.key}/017. With reference to the application of the institution, the ${BOARD} permits teaching at the ${level.level.toLowerCase()} level from ${level.permission}.`,
        'The permission is subject to the board’s rules on teachers, rooms, library and playground.',
      ],
    },
    {
      key: `recognition-${level.key}`,
      title: `Recognition: ${level.level}`,
      paragraphs: [
        `Memo no. RB/${level.recognition.slice(0, 4)}/${level.key}/042. The ${BOARD} recognises the ${level.level.toLowerCase()} level of the institution from ${level.recognition}${level.validFor === null ? '.' : `, renewed until 31 December ${year + level.validFor}.`}`,
      ],
    },
  ])
  const classFiles = INSTITUTION_CLASSES.flatMap((value) => {
    const subjects = subjectsOf(value)
    const routine = (routineYear: number): DemoFile => ({
      key: `routine-${value}-${routineYear}`,
      title: `Class routine ${routineYear}: ${classTitle(value)}`,
      paragraphs: DAYS.map(
        (day, d) =>
          `${day}: ${PERIODS.map((time, p) => `${time} ${subjects[(d + p) % subjects.length]}`).join(', ')}.`,
      ),
    })
    return [
      ...(value === STALE_ROUTINE_CLASS ? [routine(year - 1)] : [routine(year)]),
      {
        key: `syllabus-${value}-${year}`,
        title: `Syllabus ${year}: ${classTitle(value)}`,
        paragraphs: subjects.map(
          (subject, s) =>
            `${subject}: chapters 1 to ${5 + (s % 3)} for the half-yearly examination, the rest of the book for the annual examination.`,
        ),
      },
    ]
  })
  return [...letters, ...classFiles]
}

/** Sections and students of each class: primary 3 sections, secondary 4, college by group. */
function enrolmentRows() {
  return INSTITUTION_CLASSES.flatMap((value, c) => {
    const sections =
      value === '11' || value === '12'
        ? ['Science A', 'Science B', 'Business Studies', 'Humanities']
        : c < 5
          ? ['A', 'B', 'C']
          : ['A', 'B', 'C', 'D']
    const size = value === '11' || value === '12' ? 86 : c < 5 ? 48 : 55
    return sections.map((section, s) => {
      const students = size - ((c * 3 + s * 5) % 7)
      const girls = Math.round(students * (0.47 + ((c + s) % 4) * 0.02))
      return { class: value, section, girls, boys: students - girls }
    })
  })
}

/** The demo's information in English; `fileId` gives the stored id of each file above. */
export function institutionData(
  year: number,
  fileId: (key: string) => number,
): Omit<Institution, 'id'> {
  const rows = enrolmentRows()
  return {
    profile: {
      name: 'Padmapar Ideal School & College',
      eiin: DEMO_EIIN,
      school_code: '4521',
      college_code: '1734',
      established: 1984,
      type: 'school_and_college',
      board: BOARD,
      address: 'Upashahar, Rajshahi 6202, Bangladesh',
      map_link: 'https://www.openstreetmap.org/search?query=Upashahar%2C%20Rajshahi',
      phone: '+880 721-000200',
      email: 'info@padmapar.example',
    },
    recognition: {
      levels: LEVELS.map((level) => ({
        level: level.level,
        permission_date: `${level.permission}T00:00:00.000Z`,
        permission_document: fileId(`permission-${level.key}`),
        recognition_date: `${level.recognition}T00:00:00.000Z`,
        recognition_until:
          level.validFor === null ? null : `${year + level.validFor}-12-31T00:00:00.000Z`,
        recognition_document: fileId(`recognition-${level.key}`),
        mpo: level.mpoSince ? 'enlisted' : 'not_enlisted',
        mpo_since: level.mpoSince ? `${level.mpoSince}T00:00:00.000Z` : null,
      })),
      nationalisation: 'non_government',
    },
    governing_body: {
      kind: 'governing_body',
      members: GOVERNING_BODY.map((member) => ({
        name: member.name,
        role: member.role,
        term_from: `${year - 1}-07-01T00:00:00.000Z`,
        term_to: `${year + 1}-06-30T00:00:00.000Z`,
        phone: member.phone,
      })),
    },
    enrolment: {
      approved_sections: INSTITUTION_CLASSES.map((value) => ({
        class: value,
        sections: rows.filter((row) => row.class === value).length,
      })),
      source: 'entered',
      year,
      rows,
    },
    staff: {
      other_staff: OTHER_STAFF.map(({ post, count }) => ({ post, count })),
      left_out_posts: [
        { post: 'Chairman, Governing Body' },
        { post: 'Member, Governing Body' },
        { post: 'Guardian Representative' },
      ],
    },
    academics: {
      routines: INSTITUTION_CLASSES.map((value) => {
        const routineYear = value === STALE_ROUTINE_CLASS ? year - 1 : year
        return {
          class: value,
          year: routineYear,
          document: fileId(`routine-${value}-${routineYear}`),
        }
      }),
      syllabi: INSTITUTION_CLASSES.map((value) => ({
        class: value,
        year,
        document: fileId(`syllabus-${value}-${year}`),
      })),
      calendar_link: '/calendar',
    },
    citizen_charter: {
      services: SERVICES.map(({ service, provider, time, fee }) => ({
        service,
        provider,
        time,
        fee,
      })),
    },
    officers: {
      information_officer: {
        name: 'Md. Harunur Rashid',
        post: 'Administrative Officer',
        phone: '01711-000311',
        email: 'rti@padmapar.example',
      },
      grs_focal_point: {
        name: 'Shirin Akter',
        post: 'Head of Academic Affairs',
        phone: '01711-000306',
        email: 'grs@padmapar.example',
      },
    },
  }
}

/** The Bangla texts of the information, laid over the stored English rows (same ids). */
export function institutionBangla(english: Institution) {
  const bnOf = <T extends object, B extends object>(
    rows: (T & { id?: string | null })[] | null | undefined,
    texts: B[],
  ) => (rows ?? []).map((row, i) => ({ ...row, ...texts[i] }))
  return {
    profile: {
      name: 'পদ্মপাড় আইডিয়াল স্কুল অ্যান্ড কলেজ',
      board: 'মাধ্যমিক ও উচ্চ মাধ্যমিক শিক্ষা বোর্ড, রাজশাহী',
      address: 'উপশহর, রাজশাহী ৬২০২, বাংলাদেশ',
    },
    recognition: {
      levels: bnOf(
        english.recognition?.levels,
        LEVELS.map((level) => ({ level: level.levelBn })),
      ),
    },
    governing_body: {
      members: bnOf(
        english.governing_body?.members,
        GOVERNING_BODY.map((member) => ({ name: member.nameBn, role: member.roleBn })),
      ),
    },
    staff: {
      other_staff: bnOf(
        english.staff?.other_staff,
        OTHER_STAFF.map((entry) => ({ post: entry.postBn })),
      ),
    },
    citizen_charter: {
      services: bnOf(
        english.citizen_charter?.services,
        SERVICES.map((entry) => ({
          service: entry.serviceBn,
          provider: entry.providerBn,
          time: entry.timeBn,
          fee: entry.feeBn,
        })),
      ),
    },
    officers: {
      information_officer: { name: 'মো. হারুনুর রশিদ', post: 'প্রশাসনিক কর্মকর্তা' },
      grs_focal_point: { name: 'শিরিন আক্তার', post: 'একাডেমিক বিষয়ক প্রধান' },
    },
  }
}

const GOVERNING_BODY = [
  {
    name: 'Alhaj Md. Shamsul Alam',
    nameBn: 'আলহাজ মো. শামসুল আলম',
    role: 'Chairman',
    roleBn: 'সভাপতি',
    phone: '01711-000303',
  },
  {
    name: 'Prof. Md. Abdur Rahman',
    nameBn: 'অধ্যাপক মো. আব্দুর রহমান',
    role: 'Member secretary (Principal)',
    roleBn: 'সদস্য সচিব (অধ্যক্ষ)',
    phone: '01711-000300',
  },
  {
    name: 'Dr. Kazi Anwar Hossain',
    nameBn: 'ড. কাজী আনোয়ার হোসেন',
    role: 'Member nominated by the board',
    roleBn: 'বোর্ড মনোনীত সদস্য',
    phone: '01711-000320',
  },
  {
    name: 'Rokeya Begum',
    nameBn: 'রোকেয়া বেগম',
    role: 'Guardian member (reserved for women)',
    roleBn: 'সংরক্ষিত মহিলা অভিভাবক সদস্য',
    phone: '01711-000304',
  },
  {
    name: 'Md. Golam Mostafa',
    nameBn: 'মো. গোলাম মোস্তফা',
    role: 'Guardian member',
    roleBn: 'অভিভাবক সদস্য',
    phone: '01711-000305',
  },
  {
    name: 'Shahnaz Parvin',
    nameBn: 'শাহনাজ পারভীন',
    role: 'Guardian member',
    roleBn: 'অভিভাবক সদস্য',
    phone: '01711-000321',
  },
  {
    name: 'Md. Saiful Islam',
    nameBn: 'মো. সাইফুল ইসলাম',
    role: 'Teacher representative',
    roleBn: 'শিক্ষক প্রতিনিধি',
    phone: '01711-000612',
  },
  {
    name: 'Farhana Akter',
    nameBn: 'ফারহানা আক্তার',
    role: 'Teacher representative (reserved for women)',
    roleBn: 'সংরক্ষিত মহিলা শিক্ষক প্রতিনিধি',
    phone: '01711-000600',
  },
]

const OTHER_STAFF = [
  { post: 'Head clerk', postBn: 'প্রধান সহকারী', count: 1 },
  { post: 'Accountant', postBn: 'হিসাবরক্ষক', count: 1 },
  { post: 'Computer operator', postBn: 'কম্পিউটার অপারেটর', count: 2 },
  { post: 'Librarian', postBn: 'গ্রন্থাগারিক', count: 1 },
  { post: 'Laboratory assistant', postBn: 'ল্যাব সহকারী', count: 3 },
  { post: 'Office assistant', postBn: 'অফিস সহায়ক', count: 4 },
  { post: 'Night guard', postBn: 'নৈশপ্রহরী', count: 2 },
  { post: 'Cleaner', postBn: 'পরিচ্ছন্নতাকর্মী', count: 3 },
]

const SERVICES = [
  {
    service: 'Admission form',
    serviceBn: 'ভর্তি ফরম',
    provider: 'Office front desk',
    providerBn: 'অফিস অভ্যর্থনা কক্ষ',
    time: 'The same day',
    timeBn: 'একই দিনে',
    fee: 'Tk 300',
    feeBn: '৩০০ টাকা',
  },
  {
    service: 'Testimonial',
    serviceBn: 'প্রশংসাপত্র',
    provider: 'Head clerk, signed by the Principal',
    providerBn: 'প্রধান সহকারী, অধ্যক্ষের স্বাক্ষরে',
    time: '2 working days',
    timeBn: '২ কর্মদিবস',
    fee: 'Tk 100',
    feeBn: '১০০ টাকা',
  },
  {
    service: 'Transfer certificate',
    serviceBn: 'ছাড়পত্র (টিসি)',
    provider: 'Head clerk, signed by the Principal',
    providerBn: 'প্রধান সহকারী, অধ্যক্ষের স্বাক্ষরে',
    time: '3 working days',
    timeBn: '৩ কর্মদিবস',
    fee: 'Tk 200',
    feeBn: '২০০ টাকা',
  },
  {
    service: 'Academic transcript',
    serviceBn: 'একাডেমিক ট্রান্সক্রিপ্ট',
    provider: 'Controller of Examinations',
    providerBn: 'পরীক্ষা নিয়ন্ত্রক',
    time: '3 working days',
    timeBn: '৩ কর্মদিবস',
    fee: 'Tk 150',
    feeBn: '১৫০ টাকা',
  },
  {
    service: 'SSC and HSC registration and form fill-up',
    serviceBn: 'এসএসসি ও এইচএসসি রেজিস্ট্রেশন ও ফরম পূরণ',
    provider: 'Office, as the board’s circular says',
    providerBn: 'অফিস, বোর্ডের বিজ্ঞপ্তি অনুযায়ী',
    time: 'On the board’s dates',
    timeBn: 'বোর্ডের নির্ধারিত তারিখে',
    fee: 'The board’s fee',
    feeBn: 'বোর্ড নির্ধারিত ফি',
  },
  {
    service: 'Stipend application',
    serviceBn: 'উপবৃত্তির আবেদন',
    provider: 'Stipend desk',
    providerBn: 'উপবৃত্তি ডেস্ক',
    time: 'On the government’s dates',
    timeBn: 'সরকার নির্ধারিত তারিখে',
    fee: 'Free',
    feeBn: 'বিনামূল্যে',
  },
  {
    service: 'Information under the Right to Information Act',
    serviceBn: 'তথ্য অধিকার আইনে তথ্য',
    provider: 'Information officer',
    providerBn: 'তথ্য প্রদানকারী কর্মকর্তা',
    time: 'Within 20 working days',
    timeBn: '২০ কর্মদিবসের মধ্যে',
    fee: 'Free to read; Tk 2 a page for copies',
    feeBn: 'দেখা বিনামূল্যে; কপি প্রতি পৃষ্ঠা ২ টাকা',
  },
  {
    service: 'Complaint about a service',
    serviceBn: 'সেবা নিয়ে অভিযোগ',
    provider: 'GRS focal point',
    providerBn: 'জিআরএস ফোকাল পয়েন্ট',
    time: 'An answer within 30 working days',
    timeBn: '৩০ কর্মদিবসের মধ্যে উত্তর',
    fee: 'Free',
    feeBn: 'বিনামূল্যে',
  },
]
