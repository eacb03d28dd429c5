import { localiseDigits } from '@/lib/digits'

/** An exam's classes as the admin form sends them (any part may still be missing). */
type ClassRows = {
  class?: string | null
  subjects?: {
    code?: string | null
    full_marks?: number | null
    pass_marks?: number | null
    optional?: boolean | null
  }[]
}[]

/** A subject code as it is matched against an import file's column headings. */
export function subjectKey(code: string): string {
  return code.trim().toLowerCase().replace(/\s+/g, ' ')
}

const MESSAGES = {
  classTwice: {
    en: (c: string) => `Class ${c} is listed twice.`,
    bn: (c: string) => `শ্রেণি ${localiseDigits(c, 'bn')} দুবার দেওয়া হয়েছে।`,
  },
  codeTwice: {
    en: (c: string, code: string) => `Class ${c}: the subject code "${code}" is used twice.`,
    bn: (c: string, code: string) =>
      `শ্রেণি ${localiseDigits(c, 'bn')}: বিষয়ের কোড "${code}" দুবার ব্যবহার হয়েছে।`,
  },
  twoOptional: {
    en: (c: string) => `Class ${c}: only one subject can be the optional (4th) subject.`,
    bn: (c: string) => `শ্রেণি ${localiseDigits(c, 'bn')}: শুধু একটি বিষয় ঐচ্ছিক (৪র্থ) বিষয় হতে পারে।`,
  },
  passAboveFull: {
    en: (c: string, code: string) =>
      `Class ${c}: the pass marks of "${code}" are above its full marks.`,
    bn: (c: string, code: string) =>
      `শ্রেণি ${localiseDigits(c, 'bn')}: "${code}" বিষয়ের পাস নম্বর পূর্ণ নম্বরের চেয়ে বেশি।`,
  },
  noCompulsory: {
    en: (c: string) => `Class ${c}: at least one subject must be compulsory (not optional).`,
    bn: (c: string) =>
      `শ্রেণি ${localiseDigits(c, 'bn')}: অন্তত একটি বিষয় আবশ্যিক (ঐচ্ছিক নয়) হতে হবে।`,
  },
}

/**
 * The exam's classes make sense for grading: each class once, each subject code once per class,
 * pass marks within full marks, at most one optional subject and at least one compulsory one.
 * Answers `true` or the first problem, in the staff member's panel language.
 */
export function validateExamClasses(value: unknown, language?: string): true | string {
  if (!Array.isArray(value)) return true
  const lang = language === 'bn-BD' ? 'bn' : 'en'
  const seenClasses = new Set<string>()
  for (const row of value as ClassRows) {
    const name = row.class ?? ''
    if (seenClasses.has(name)) return MESSAGES.classTwice[lang](name)
    seenClasses.add(name)
    const subjects = row.subjects ?? []
    const seenCodes = new Set<string>()
    for (const subject of subjects) {
      const code = subjectKey(subject.code ?? '')
      if (seenCodes.has(code)) return MESSAGES.codeTwice[lang](name, subject.code ?? '')
      seenCodes.add(code)
      if ((subject.pass_marks ?? 0) > (subject.full_marks ?? Infinity))
        return MESSAGES.passAboveFull[lang](name, subject.code ?? '')
    }
    const optional = subjects.filter((subject) => subject.optional).length
    if (optional > 1) return MESSAGES.twoOptional[lang](name)
    if (subjects.length > 0 && optional === subjects.length)
      return MESSAGES.noCompulsory[lang](name)
  }
  return true
}
