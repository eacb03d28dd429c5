import { SCHOOL_TIME_ZONE_LABEL } from '@/lib/constants'
import { localiseDigits } from '@/lib/digits'

/** The admin panel's languages, as Payload names them. */
export type PanelLanguage = 'en' | 'bn-BD'

/**
 * A piece of text Payload or its date picker writes as is, and where it is written: `rewrite`
 * answers the text in the panel's words and digits, or the text unchanged.
 */
export type PanelTextRule = {
  places: string
  rewrite: (text: string, language: PanelLanguage) => string
}

/** Words Payload shows as given (time zone names, the schedule's "All" languages), in Bangla. */
const BANGLA_WORDS: Record<string, string> = {
  [SCHOOL_TIME_ZONE_LABEL]: 'ঢাকার সময় (ইউটিসি+৬)',
  All: 'সব ভাষা',
}

/** A date as Payload writes it in the Bangla panel ('26 নভেম্বর 2026, 5:29 অপরাহ্ন'). */
const BANGLA_DATE = /^\d{1,2} [\u0980-\u09FF]+ \d{4}(, \d{1,2}:\d{2} [\u0980-\u09FF]+)?$/

const bn = (language: PanelLanguage) => language === 'bn-BD'

/** A count of files in the panel's words: "1 file", "3 files", "৩টি ফাইল". */
function files(count: string, language: PanelLanguage): string {
  if (bn(language)) return `${localiseDigits(count, 'bn')}টি ফাইল`
  return count === '1' ? '1 file' : `${count} files`
}

/**
 * The date picker's own English: its time column's heading, its buttons' names and what it tells
 * screen readers.
 */
const PICKER_WORDS: [RegExp, string][] = [
  [/^Time$/, 'সময়'],
  [/^Previous Month$/, 'আগের মাস'],
  [/^Next Month$/, 'পরের মাস'],
  [/^Previous Year$/, 'আগের বছর'],
  [/^Next Year$/, 'পরের বছর'],
  [/^Choose /, 'বেছে নিন: '],
  [/^Not available /, 'বেছে নেওয়া যাবে না: '],
  [/^Month /, 'মাস: '],
  [/^Selected date: /, 'বেছে নেওয়া তারিখ: '],
  [/^Selected time: /, 'বেছে নেওয়া সময়: '],
  [/^Selected month: /, 'বেছে নেওয়া মাস: '],
]

export const PANEL_TEXT_RULES: PanelTextRule[] = [
  {
    // Time zone pickers and the schedule drawer's list.
    places: '.timezone-picker, .schedule-publish',
    rewrite: (text, language) => (bn(language) ? (BANGLA_WORDS[text.trim()] ?? text) : text),
  },
  {
    // List cells, a document's header, the schedule and versions.
    places: '.table, .doc-controls, .schedule-publish, .versions, .version-view, .render-title',
    rewrite: (text, language) =>
      bn(language) && BANGLA_DATE.test(text.trim()) ? localiseDigits(text, 'bn') : text,
  },
  {
    // The open calendar (days, month and year, times) and its announcement for screen readers.
    places: '.react-datepicker, .react-datepicker__aria-live',
    rewrite: (text, language) => {
      if (!bn(language)) return text
      const words = PICKER_WORDS.reduce(
        (done, [english, bangla]) => done.replace(english, bangla),
        text,
      )
      return localiseDigits(words, 'bn')
    },
  },
  {
    // A repeated row's number ("ব্যক্তি 01") and a block's number.
    places: '.row-label, .blocks-field__block-number',
    rewrite: (text, language) =>
      bn(language) && /^[^\d]*\d+$/.test(text.trim()) ? localiseDigits(text, 'bn') : text,
  },
  {
    // The toast after several pictures are uploaded at once.
    places: '.payload-toast-container',
    rewrite: (text, language) =>
      text
        .replace(/^Successfully saved (\d+) files$/, (_, count: string) =>
          bn(language)
            ? `${files(count, language)} সংরক্ষিত হয়েছে`
            : `${files(count, language)} saved`,
        )
        .replace(/^Failed to save (\d+) files$/, (_, count: string) =>
          bn(language)
            ? `${files(count, language)} সংরক্ষণ করা যায়নি`
            : `${files(count, language)} could not be saved`,
        ),
  },
]
