/**
 * The demo school's exam results: each class's file as the office would upload it (roll,
 * registration number, name, section, marks per subject), made from a fixed seed so every demo
 * install has the same results. Roll 1 of each class is its best student, as rolls follow merit.
 */
import { SECONDARY_SUBJECTS } from '../factories'

export const DEMO_EXAM_CLASSES = ['6', '7', '8', '9', '10'] as const
export type DemoExamClass = (typeof DEMO_EXAM_CLASSES)[number]
export const DEMO_STUDENTS_PER_CLASS = 60

/** The pair the README names: Class 8, roll 1, registration 2026899805, GPA 5.00. */
export const DEMO_RESULT = { class: '8', roll: 1, registration: '2026899805' } as const

export const DEMO_EXAM_NAMES = {
  annual: { en: 'Annual Examination 2026', bn: 'বার্ষিক পরীক্ষা ২০২৬' },
  test: { en: 'Test Examination 2027', bn: 'টেস্ট পরীক্ষা ২০২৭' },
} as const

export const SUBJECT_NAMES_BN: Record<string, string> = {
  bangla: 'বাংলা',
  english: 'ইংরেজি',
  math: 'গণিত',
  science: 'বিজ্ঞান',
  religion: 'ধর্ম ও নৈতিক শিক্ষা',
  higher_math: 'উচ্চতর গণিত',
}

const names = (list: string) => list.trim().split(/\s+/)
const GIRLS = names(`Ayesha Fatema Nusrat Sumaiya Tasnim Jannatul Sadia Farzana Mim Raisa Anika
  Sharmin Tahmina Lamia Ananya Puja Mitu Sanjida`)
const BOYS = names(`Rafiq Tanvir Arif Sabbir Mahmud Rakib Nayeem Imran Fahim Shakib Rahat Tamim
  Jubayer Sourav Arnob Mehedi Sajid Ridoy`)
const FAMILY_NAMES = names(`Rahman Hossain Islam Ahmed Chowdhury Khan Sarkar Uddin Das Saha Miah
  Talukder Karim Haque Roy Biswas`)

/** A small deterministic random generator (mulberry32), so the demo is the same on every install. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Roughly normal, from the sum of three uniform draws. */
function bell(random: () => number, mean: number, spread: number): number {
  return mean + (random() + random() + random() - 1.5) * spread * 2
}

export type DemoStudent = {
  roll: number
  registration: string
  name: string
  section: 'A' | 'B'
  /** Marks by subject code. */
  marks: Record<string, number>
}

const registrationBooks = new Map<number, Map<string, string>>()

/**
 * The registration numbers of an exam year: the year, then six digits drawn at random (from a
 * fixed seed, so every install has the same), as a school prints them on the admit cards. Numbers
 * made from the class and roll would let anyone who knows a roll read that student's result.
 */
export function demoRegistration(year: number, className: string, roll: number): string {
  let book = registrationBooks.get(year)
  if (!book) {
    book = new Map()
    const random = randomFrom(year * 7919)
    const used = new Set<string>()
    for (const eachClass of DEMO_EXAM_CLASSES) {
      for (let eachRoll = 1; eachRoll <= DEMO_STUDENTS_PER_CLASS; eachRoll += 1) {
        let number: string
        do number = `${year}${String(Math.floor(random() * 900_000) + 100_000)}`
        while (used.has(number))
        used.add(number)
        book.set(`${eachClass}:${eachRoll}`, number)
      }
    }
    registrationBooks.set(year, book)
  }
  const number = book.get(`${className}:${roll}`)
  if (!number) throw new Error(`The demo has no student ${roll} in class ${className}.`)
  return number
}

/**
 * A class's students with their marks. Ability falls with the roll number, with a spread wide
 * enough for a few failed subjects in every class and 4th-subject bonuses for many.
 */
export function demoClassResults(className: string, year = 2026): DemoStudent[] {
  const random = randomFrom(year * 100 + Number(className))
  const used = new Set<string>()
  return Array.from({ length: DEMO_STUDENTS_PER_CLASS }, (_, i) => {
    const roll = i + 1
    const girl = random() < 0.5
    const given = girl ? GIRLS : BOYS
    let name = ''
    do {
      name = `${given[Math.floor(random() * given.length)]} ${FAMILY_NAMES[Math.floor(random() * FAMILY_NAMES.length)]}`
    } while (used.has(name))
    used.add(name)
    // Percent the student tends to score: about 88 for roll 1, about 45 for the last roll.
    const ability = bell(random, 88 - (43 * i) / (DEMO_STUDENTS_PER_CLASS - 1), 8)
    const marks: Record<string, number> = {}
    for (const subject of SECONDARY_SUBJECTS) {
      // Higher Mathematics is the hardest paper; roll 1 of every class is kept at A+ throughout.
      const percent = bell(random, ability - (subject.optional ? 6 : 0), 10)
      const floor = roll === 1 ? 81 : 8
      const clamped = Math.min(98, Math.max(floor, percent))
      marks[subject.code] = Math.round((clamped * subject.full_marks) / 100)
    }
    return {
      roll,
      registration: demoRegistration(year, className, roll),
      name,
      section: roll % 2 === 1 ? 'A' : 'B',
      marks,
    }
  })
}

/** A class's results as the CSV file staff upload (the import's documented columns). */
export function demoResultsCsv(students: readonly DemoStudent[]): string {
  const codes = SECONDARY_SUBJECTS.map((subject) => subject.code)
  const lines = [
    ['roll', 'registration', 'student_name', 'section', ...codes].join(','),
    ...students.map((s) =>
      [s.roll, s.registration, s.name, s.section, ...codes.map((code) => s.marks[code])].join(','),
    ),
  ]
  return `${lines.join('\r\n')}\r\n`
}
