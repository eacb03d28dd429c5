/**
 * The demo school's academic calendar for one year: public holidays, exam periods, admission
 * dates and school days, as a Bangladeshi school publishes them in January.
 */
import type { Payload, RequestContext, RequiredDataFromCollectionSlug } from 'payload'

import { addDays, weekday } from '@/lib/dhaka-days'
import { formatDate } from '@/lib/format'
import type { CalendarEntryKind } from '@/lib/constants'

export type DemoCalendarEntry = {
  title: string
  kind: CalendarEntryKind
  /** First day, YYYY-MM-DD. */
  start: string
  /** Last day (inclusive), for periods. */
  end?: string
  description?: string
  /** For a day that follows the moon: the expected day and what it is (for the Bangla note). */
  moon?: { day: string; what: string; estimated: boolean }
}

/** Holidays that follow the moon (Islamic) or the lunisolar Bengali and Buddhist calendars. */
export type LunarDates = {
  shabEBarat: string
  eidUlFitr: string
  eidUlAdha: string
  ashura: string
  eidEMiladunnabi: string
  buddhaPurnima: string
  janmashtami: string
  bijoyaDashami: string
}

/** Expected dates in Bangladesh; the government confirms each after the moon is sighted. */
export const LUNAR_DATES: Record<number, LunarDates> = {
  2026: {
    shabEBarat: '2026-02-04',
    eidUlFitr: '2026-03-21',
    eidUlAdha: '2026-05-27',
    ashura: '2026-06-26',
    eidEMiladunnabi: '2026-08-26',
    buddhaPurnima: '2026-05-01',
    janmashtami: '2026-09-04',
    bijoyaDashami: '2026-10-20',
  },
  2027: {
    shabEBarat: '2027-01-24',
    eidUlFitr: '2027-03-10',
    eidUlAdha: '2027-05-17',
    ashura: '2027-06-15',
    eidEMiladunnabi: '2027-08-15',
    buddhaPurnima: '2027-05-20',
    janmashtami: '2027-08-25',
    bijoyaDashami: '2027-10-09',
  },
}

const ISLAMIC_YEAR_DAYS = 354.367
const DAY_MS = 24 * 60 * 60 * 1000
const ISLAMIC: (keyof LunarDates)[] = [
  'shabEBarat',
  'eidUlFitr',
  'eidUlAdha',
  'ashura',
  'eidEMiladunnabi',
]

/** An Islamic date moved by whole lunar years until it falls in `year` (within a day or two). */
function islamicDateIn(year: number, known: string): string {
  const base = Date.parse(`${known}T00:00:00.000Z`)
  let k = Math.floor(((year - Number(known.slice(0, 4))) * 365.2425) / ISLAMIC_YEAR_DAYS) - 1
  for (; ; k++) {
    const day = new Date(base + Math.round(k * ISLAMIC_YEAR_DAYS) * DAY_MS).toISOString()
    if (Number(day.slice(0, 4)) === year) return day.slice(0, 10)
  }
}

/**
 * An estimate for a year the table does not hold: Islamic holidays move about eleven days
 * earlier each year, the lunisolar ones stay within a few weeks of the same date.
 */
export function estimateLunarDates(year: number): LunarDates {
  const reference = LUNAR_DATES[2026]!
  return Object.fromEntries(
    Object.entries(reference).map(([name, day]) => [
      name,
      ISLAMIC.includes(name as keyof LunarDates)
        ? islamicDateIn(year, day)
        : `${year}${day.slice(4)}`,
    ]),
  ) as LunarDates
}

export function lunarDatesFor(year: number): { dates: LunarDates; estimated: boolean } {
  const known = LUNAR_DATES[year]
  return known
    ? { dates: known, estimated: false }
    : { dates: estimateLunarDates(year), estimated: true }
}

/** School programmes never fall on a Friday, the weekly holiday: they move to Saturday. */
const schoolDay = (day: string) => (weekday(day) === 5 ? addDays(day, 1) : day)

export function calendarEntriesFor(year: number): DemoCalendarEntry[] {
  const { dates: lunar, estimated } = lunarDatesFor(year)
  const d = (monthDay: string) => `${year}-${monthDay}`
  const moon = (day: string, what: string) => ({
    description:
      `${what} is expected on ${formatDate(day, 'en')}. Dates that depend on the moon may shift by a day; ` +
      `the school confirms them by notice${estimated ? ' (this date is an estimate)' : ''}.`,
    moon: { day, what, estimated },
  })

  return [
    // Admissions for this year's classes.
    {
      title: 'Textbook festival and first day of classes',
      kind: 'Academic',
      start: schoolDay(d('01-01')),
      description:
        'Every student receives the new textbooks free of charge, and classes of the new school year begin.',
    },
    {
      title: 'Admission forms on sale (Classes 1–9, remaining seats)',
      kind: 'Admission',
      start: d('01-03'),
      end: d('01-08'),
      description: 'At the school office, 9 AM to 1 PM. The form costs ৳300.',
    },
    {
      title: 'Admission test (Classes 1–9)',
      kind: 'Admission',
      start: schoolDay(d('01-10')),
      description: 'Bring the admit card and a pen. Class 1 has a short oral test only.',
    },
    {
      title: 'Admission test results',
      kind: 'Admission',
      start: schoolDay(d('01-12')),
      description: 'Published on the notice board and on this website.',
    },
    {
      title: 'Admission and enrolment of selected students',
      kind: 'Admission',
      start: d('01-13'),
      end: d('01-15'),
      description: 'Bring the birth certificate, two photographs and the previous school’s report.',
    },
    {
      title: 'Classes begin for newly admitted students',
      kind: 'Admission',
      start: schoolDay(d('01-17')),
    },
    {
      title: 'Annual sports week',
      kind: 'Academic',
      start: d('01-24'),
      end: d('01-29'),
      description: 'Heats during the week, finals and the march past on the last day.',
    },
    {
      title: 'Prize-giving and cultural programme',
      kind: 'Academic',
      start: schoolDay(d('02-07')),
      description: 'Prizes for last year’s results and the sports week. Guardians are welcome.',
    },
    {
      title: 'Study tour (Classes 9 and 10)',
      kind: 'Academic',
      start: schoolDay(d('02-12')),
      description: 'A day trip with the class teachers; consent forms go home a week before.',
    },
    {
      title: 'First class test',
      kind: 'Exam',
      start: d('02-15'),
      end: d('02-19'),
      description: 'One subject a day in the first period, for Classes 3–10.',
    },
    {
      title: 'International Mother Language Day (Shaheed Day)',
      kind: 'Holiday',
      start: d('02-21'),
      description: 'Students who wish to join the dawn walk to the Shaheed Minar meet at 6 AM.',
    },
    {
      title: 'Guardians’ meeting (Classes 6–10)',
      kind: 'Academic',
      start: schoolDay(d('02-28')),
      description: 'Class teachers share the first class test results, 10 AM to 1 PM.',
    },
    {
      title: 'Shab-e-Barat',
      kind: 'Holiday',
      start: lunar.shabEBarat,
      ...moon(lunar.shabEBarat, 'Shab-e-Barat'),
    },
    {
      title: 'Eid-ul-Fitr vacation',
      kind: 'Holiday',
      start: addDays(lunar.eidUlFitr, -6),
      end: addDays(lunar.eidUlFitr, 5),
      ...moon(lunar.eidUlFitr, 'Eid-ul-Fitr'),
    },
    { title: 'Independence Day', kind: 'Holiday', start: d('03-26') },
    { title: 'Pahela Baishakh (Bangla New Year)', kind: 'Holiday', start: d('04-14') },
    {
      title: 'Second class test',
      kind: 'Exam',
      start: d('04-19'),
      end: d('04-23'),
      description: 'One subject a day in the first period, for Classes 3–10.',
    },
    { title: 'May Day', kind: 'Holiday', start: d('05-01') },
    {
      title: 'Buddha Purnima',
      kind: 'Holiday',
      start: lunar.buddhaPurnima,
      ...moon(lunar.buddhaPurnima, 'Buddha Purnima'),
    },
    {
      title: 'Eid-ul-Adha vacation',
      kind: 'Holiday',
      start: addDays(lunar.eidUlAdha, -3),
      end: addDays(lunar.eidUlAdha, 4),
      ...moon(lunar.eidUlAdha, 'Eid-ul-Adha'),
    },
    {
      title: 'Half-Yearly Examination',
      kind: 'Exam',
      start: d('06-02'),
      end: d('06-13'),
      description: 'All classes. The routine is on the notice board two weeks before.',
    },
    {
      title: 'Ashura',
      kind: 'Holiday',
      start: lunar.ashura,
      ...moon(lunar.ashura, 'Ashura'),
    },
    {
      title: 'Half-yearly results published',
      kind: 'Academic',
      start: schoolDay(d('06-27')),
      description: 'Report cards are handed to guardians at the meeting that follows.',
    },
    {
      title: 'Guardians’ meeting after the Half-Yearly Examination',
      kind: 'Academic',
      start: schoolDay(d('07-04')),
      description: 'All classes, 10 AM to 1 PM, with the class teachers.',
    },
    {
      title: 'Class XI admission (college section)',
      kind: 'Admission',
      start: d('07-15'),
      end: d('07-30'),
      description:
        'Apply online through the education board after the SSC results; the office helps with the form.',
    },
    {
      title: 'Third class test',
      kind: 'Exam',
      start: d('08-09'),
      end: d('08-13'),
      description: 'One subject a day in the first period, for Classes 3–10.',
    },
    {
      title: 'Eid-e-Miladunnabi',
      kind: 'Holiday',
      start: lunar.eidEMiladunnabi,
      ...moon(lunar.eidEMiladunnabi, 'Eid-e-Miladunnabi'),
    },
    {
      title: 'Janmashtami',
      kind: 'Holiday',
      start: lunar.janmashtami,
      ...moon(lunar.janmashtami, 'Janmashtami'),
    },
    {
      title: 'Fourth class test',
      kind: 'Exam',
      start: d('09-13'),
      end: d('09-17'),
      description: 'One subject a day in the first period, for Classes 3–10.',
    },
    {
      title: 'Science and ICT fair',
      kind: 'Academic',
      start: schoolDay(d('09-24')),
      description: 'Projects by Classes 6–10 in the auditorium; open to guardians from 11 AM.',
    },
    {
      title: 'Durga Puja vacation',
      kind: 'Holiday',
      start: addDays(lunar.bijoyaDashami, -4),
      end: addDays(lunar.bijoyaDashami, 1),
      ...moon(lunar.bijoyaDashami, 'Bijoya Dashami'),
    },
    {
      title: 'Test Examination (Class 10, SSC candidates)',
      kind: 'Exam',
      start: d('11-01'),
      end: d('11-12'),
      description: 'Students who pass are registered for the SSC examination.',
    },
    {
      title: 'Admission forms on sale for next year',
      kind: 'Admission',
      start: d('11-01'),
      end: d('11-20'),
      description: 'Classes 1–9. At the school office, 9 AM to 1 PM. The form costs ৳300.',
    },
    {
      title: 'Annual Examination (Classes 1–9)',
      kind: 'Exam',
      start: d('11-22'),
      end: d('12-06'),
      description: 'The routine is on the notice board and this website from 1 November.',
    },
    {
      title: 'SSC model test (Class 10)',
      kind: 'Exam',
      start: d('12-01'),
      end: d('12-08'),
      description: 'Full papers under board conditions, to prepare for the SSC examination.',
    },
    {
      title: 'Admission test for next year (Classes 1–9)',
      kind: 'Admission',
      start: schoolDay(d('12-05')),
    },
    {
      title: 'Admission results for next year',
      kind: 'Admission',
      start: schoolDay(d('12-12')),
      description: 'Published on the notice board and on this website.',
    },
    { title: 'Victory Day', kind: 'Holiday', start: d('12-16') },
    {
      title: 'Winter vacation',
      kind: 'Academic',
      start: d('12-17'),
      end: d('12-31'),
      description: 'School reopens in January with the textbook festival.',
    },
    {
      title: 'Annual results and promotion list',
      kind: 'Academic',
      start: schoolDay(d('12-24')),
      description: 'Published on the notice board and on this website at 10 AM.',
    },
    { title: 'Christmas Day', kind: 'Holiday', start: d('12-25') },
  ]
}

/** Whole days are stored at noon UTC, as the admin's date picker stores them. */
const storedDay = (day: string) => `${day}T12:00:00.000Z`

export function buildCalendarEntry(
  entry: DemoCalendarEntry,
): RequiredDataFromCollectionSlug<'calendar-entries'> {
  return {
    title: entry.title,
    kind: entry.kind,
    start_date: storedDay(entry.start),
    end_date: entry.end ? storedDay(entry.end) : null,
    description: entry.description ?? null,
  }
}

/** Creates this year's demo calendar. */
export async function seedCalendar(
  payload: Payload,
  context: RequestContext,
  year = new Date().getFullYear(),
): Promise<void> {
  for (const entry of calendarEntriesFor(year)) {
    await payload.create({
      collection: 'calendar-entries',
      data: buildCalendarEntry(entry),
      context,
    })
  }
}
