import { describe, expect, it } from 'vitest'

import { PANEL_TEXT_RULES, type PanelLanguage } from './panel-text'

/** What the rule for `place` makes of `text` in `language`. */
function rewrite(place: string, text: string, language: PanelLanguage): string {
  const rule = PANEL_TEXT_RULES.find((candidate) => candidate.places.split(', ').includes(place))
  if (!rule) throw new Error(`no rule for ${place}`)
  return rule.rewrite(text, language)
}

describe('the panel’s own words and digits', () => {
  it('writes the date picker’s time heading, announcement and numbers in Bangla', () => {
    expect(rewrite('.react-datepicker', 'Time', 'bn-BD')).toBe('সময়')
    expect(rewrite('.react-datepicker', 'ডিসেম্বর 2026', 'bn-BD')).toBe('ডিসেম্বর ২০২৬')
    expect(rewrite('.react-datepicker', '10:30 পূর্বাহ্ন', 'bn-BD')).toBe('১০:৩০ পূর্বাহ্ন')
    expect(rewrite('.react-datepicker__aria-live', 'Selected date: 7 ডিসেম্বর', 'bn-BD')).toBe(
      'বেছে নেওয়া তারিখ: ৭ ডিসেম্বর',
    )
    expect(rewrite('.react-datepicker', 'Next Month', 'bn-BD')).toBe('পরের মাস')
    expect(rewrite('.react-datepicker', 'Choose মঙ্গলবার, ১৫ ডিসেম্বর, 2026', 'bn-BD')).toBe(
      'বেছে নিন: মঙ্গলবার, ১৫ ডিসেম্বর, ২০২৬',
    )
    expect(rewrite('.react-datepicker', 'Time', 'en')).toBe('Time')
  })

  it('numbers repeated rows in Bengali digits, leaving a row named by its content alone', () => {
    expect(rewrite('.row-label', 'ব্যক্তি 01', 'bn-BD')).toBe('ব্যক্তি ০১')
    expect(rewrite('.blocks-field__block-number', '03', 'bn-BD')).toBe('০৩')
    expect(rewrite('.row-label', 'Class 8 A, roll 12 (Rahim)', 'bn-BD')).toBe(
      'Class 8 A, roll 12 (Rahim)',
    )
    expect(rewrite('.row-label', 'Person 01', 'en')).toBe('Person 01')
  })

  it('counts uploaded files in plain words in both languages', () => {
    const toast = '.payload-toast-container'
    expect(rewrite(toast, 'Successfully saved 1 files', 'en')).toBe('1 file saved')
    expect(rewrite(toast, 'Successfully saved 3 files', 'en')).toBe('3 files saved')
    expect(rewrite(toast, 'Successfully saved 12 files', 'bn-BD')).toBe('১২টি ফাইল সংরক্ষিত হয়েছে')
    expect(rewrite(toast, 'Failed to save 2 files', 'bn-BD')).toBe('২টি ফাইল সংরক্ষণ করা যায়নি')
    expect(rewrite(toast, 'Something else', 'bn-BD')).toBe('Something else')
  })

  it('writes Payload’s Bangla dates in Bengali digits, and only dates', () => {
    expect(rewrite('.table', '26 নভেম্বর 2026, 5:29 অপরাহ্ন', 'bn-BD')).toBe(
      '২৬ নভেম্বর ২০২৬, ৫:২৯ অপরাহ্ন',
    )
    expect(rewrite('.table', 'Roll 12', 'bn-BD')).toBe('Roll 12')
  })
})
