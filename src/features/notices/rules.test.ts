import { describe, expect, it } from 'vitest'

import {
  downloadFileName,
  fileTypeLabel,
  formatFileSize,
  hasExpired,
  isNewNotice,
  startOfDhakaDay,
} from './rules'

describe('startOfDhakaDay', () => {
  it.each([
    ['2026-11-23T05:00:00Z', '2026-11-22T18:00:00.000Z'],
    ['2026-11-23T19:30:00Z', '2026-11-23T18:00:00.000Z'],
  ])('starts the day of %s at midnight in Dhaka (18:00 UTC the day before)', (instant, start) => {
    expect(startOfDhakaDay(new Date(instant)).toISOString()).toBe(start)
  })
})

describe('isNewNotice', () => {
  const now = new Date('2026-11-23T06:00:00Z')
  it('is new for seven days after publishing', () => {
    expect(isNewNotice('2026-11-23T04:00:00Z', now)).toBe(true)
    expect(isNewNotice('2026-11-17T06:00:01Z', now)).toBe(true)
    expect(isNewNotice('2026-11-16T06:00:00Z', now)).toBe(false)
  })
  it('is not new before it is published or without a date', () => {
    expect(isNewNotice('2026-11-24T00:00:00Z', now)).toBe(false)
    expect(isNewNotice(null, now)).toBe(false)
  })
})

describe('hasExpired', () => {
  const now = new Date('2026-11-23T06:00:00Z') // 12:00 in Dhaka
  it('keeps a notice current through its expiry day', () => {
    expect(hasExpired('2026-11-23T06:00:00Z', now)).toBe(false)
    expect(hasExpired('2026-11-22T18:00:00Z', now)).toBe(false)
    expect(hasExpired('2026-11-22T06:00:00Z', now)).toBe(true)
    expect(hasExpired(null, now)).toBe(false)
  })
})

describe('attachments', () => {
  it('shows sizes people can read', () => {
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(250_000)).toBe('244 KB')
    expect(formatFileSize(1_468_006)).toBe('1.4 MB')
    expect(formatFileSize(null)).toBe('')
  })
  it('names the type', () => {
    expect(fileTypeLabel('application/pdf')).toBe('PDF')
    expect(fileTypeLabel('image/jpeg')).toBe('JPEG image')
    expect(fileTypeLabel('text/html')).toBe('File')
  })
  it('saves downloads under a safe name with the extension of their type', () => {
    expect(downloadFileName('Exam routine (Class 9)', 'application/pdf')).toBe(
      'exam-routine-class-9.pdf',
    )
    expect(downloadFileName('../../etc/passwd\r\nX: y', 'application/pdf')).toBe(
      'etc-passwd-x-y.pdf',
    )
    expect(downloadFileName('ভর্তি বিজ্ঞপ্তি', 'image/png')).toBe('attachment.png')
    expect(downloadFileName('Résumé_final"', 'text/html')).toBe('resume-final.bin')
  })
})
