/**
 * The institution's figures: students per class, section and gender, and staff per post. Pure,
 * so the page, the CSV, the JSON export and the completeness check all count the same way.
 */
import { INSTITUTION_CLASSES, isFaculty, type InstitutionClass } from '@/lib/constants'

export type Counts = { girls: number; boys: number; other: number; total: number }
export type EnrolmentRow = Counts & { class: InstitutionClass; section: string }
export type ClassTotals = Counts & {
  class: InstitutionClass
  /** Sections with students this year. */
  sections: number
  /** Sections the board approved, where staff entered them. */
  approved: number | null
}
export type EnrolmentTable = { rows: EnrolmentRow[]; classes: ClassTotals[]; totals: Counts }

/** A class code as the institution stores it, or null for anything else. */
export function toInstitutionClass(value: unknown): InstitutionClass | null {
  const text = typeof value === 'number' ? String(value) : value
  return (INSTITUTION_CLASSES as readonly unknown[]).includes(text)
    ? (text as InstitutionClass)
    : null
}

const classOrder = (value: InstitutionClass) => INSTITUTION_CLASSES.indexOf(value)
const zero = (): Counts => ({ girls: 0, boys: 0, other: 0, total: 0 })
const whole = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0

function add(into: Counts, counts: Omit<Counts, 'total'>) {
  into.girls += counts.girls
  into.boys += counts.boys
  into.other += counts.other
  into.total += counts.girls + counts.boys + counts.other
}

type Tally = { class: InstitutionClass; section: string; counts: Omit<Counts, 'total'> }

/** One class and section's count, or none where the class is not one the institution teaches. */
function tallyOf(value: unknown, section: string, counts: Tally['counts']): Tally[] {
  const known = toInstitutionClass(value)
  return known ? [{ class: known, section, counts }] : []
}
type Approved = { class?: unknown; sections?: number | null }

/** One table from tallies: rows per class and section (the same pair summed), class totals, totals. */
function buildTable(tallies: Tally[], approved: Approved[] = []): EnrolmentTable {
  const rows = new Map<string, EnrolmentRow>()
  for (const tally of tallies) {
    // 'a' and 'A ' are one section.
    const key = `${tally.class}\u0000${tally.section.toLocaleLowerCase('en')}`
    const row = rows.get(key) ?? { class: tally.class, section: tally.section, ...zero() }
    add(row, tally.counts)
    rows.set(key, row)
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      classOrder(a.class) - classOrder(b.class) ||
      a.section.localeCompare(b.section, 'en', { numeric: true }),
  )
  const approvedByClass = new Map<InstitutionClass, number>()
  for (const entry of approved) {
    const value = toInstitutionClass(entry.class)
    if (value) approvedByClass.set(value, whole(entry.sections))
  }
  const classes = new Map<InstitutionClass, ClassTotals>()
  for (const row of sorted) {
    const totals = classes.get(row.class) ?? {
      class: row.class,
      sections: 0,
      approved: approvedByClass.get(row.class) ?? null,
      ...zero(),
    }
    add(totals, row)
    totals.sections += 1
    classes.set(row.class, totals)
  }
  // A class the board approved but with no students yet still has its line.
  for (const [value, sections] of approvedByClass) {
    if (!classes.has(value))
      classes.set(value, { class: value, sections: 0, approved: sections, ...zero() })
  }
  const totals = zero()
  for (const row of sorted) add(totals, row)
  return {
    rows: sorted,
    classes: [...classes.values()].sort((a, b) => classOrder(a.class) - classOrder(b.class)),
    totals,
  }
}

/** The table from the figures staff typed in. */
export function enrolmentFromRows(
  rows: { class?: unknown; section?: string | null; girls?: number | null; boys?: number | null }[],
  approved: Approved[] = [],
): EnrolmentTable {
  const tallies = rows.flatMap((row) =>
    tallyOf(row.class, row.section?.trim() ?? '', {
      girls: whole(row.girls),
      boys: whole(row.boys),
      other: 0,
    }),
  )
  return buildTable(tallies, approved)
}

export type StudentMember = {
  student_class?: unknown
  section?: string | null
  gender?: string | null
}

/**
 * The table counted from the student members: each by class, section and gender. A student
 * with no class is left out; one whose gender is not recorded counts in the total only.
 */
export function enrolmentFromMembers(
  members: StudentMember[],
  approved: Approved[] = [],
): EnrolmentTable {
  const tallies = members.flatMap((member) =>
    tallyOf(member.student_class, member.section?.trim().toLocaleUpperCase('en') ?? '', {
      girls: member.gender === 'Female' ? 1 : 0,
      boys: member.gender === 'Male' ? 1 : 0,
      other: member.gender === 'Female' || member.gender === 'Male' ? 0 : 1,
    }),
  )
  return buildTable(tallies, approved)
}

export type StaffPost = {
  /** The designation; null for teachers listed without one. */
  post: string | null
  count: number
  /** Counted from the verified faculty list, rather than typed in by the office. */
  counted: boolean
}
export type StaffFigures = { posts: StaffPost[]; total: number }

export type FacultyMember = { role?: unknown; designation?: string | null }

const postKey = (post: string) => post.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en')

/**
 * Teachers and leaders of the verified faculty list by designation (the most first), leaving out
 * the posts staff named (governing body members listed among the leaders), then the staff the
 * office typed in.
 */
export function staffByPost(
  faculty: FacultyMember[],
  leftOut: string[] = [],
  others: { post?: string | null; count?: number | null }[] = [],
): StaffFigures {
  const skip = new Set(leftOut.map(postKey))
  const counted = new Map<string, StaffPost>()
  for (const member of faculty) {
    if (!isFaculty(member.role)) continue
    const post = member.designation?.trim() || null
    const key = post === null ? '' : postKey(post)
    if (post !== null && skip.has(key)) continue
    const entry = counted.get(key) ?? { post, count: 0, counted: true }
    entry.count += 1
    counted.set(key, entry)
  }
  const posts = [
    ...[...counted.values()].sort(
      (a, b) => b.count - a.count || (a.post ?? '').localeCompare(b.post ?? '', 'en'),
    ),
    ...others.flatMap((other): StaffPost[] => {
      const post = other.post?.trim()
      const count = whole(other.count)
      return post && count > 0 ? [{ post, count, counted: false }] : []
    }),
  ]
  return { posts, total: posts.reduce((sum, entry) => sum + entry.count, 0) }
}
