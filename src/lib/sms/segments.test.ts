import { describe, expect, it } from 'vitest'

import { estimateCost, measureSms } from './segments'

describe('measureSms', () => {
  it('fits 160 plain characters in one part and splits at 153 after that', () => {
    expect(measureSms('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 })
    expect(measureSms('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 })
    expect(measureSms('a'.repeat(306))).toEqual({ encoding: 'GSM-7', units: 306, parts: 2 })
    expect(measureSms('a'.repeat(307)).parts).toBe(3)
  })

  it('counts GSM extension characters twice', () => {
    expect(measureSms('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 })
    expect(measureSms(`${'a'.repeat(159)}{`)).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 })
  })

  it('fits 70 Bangla characters in one part and splits at 67', () => {
    const bangla = 'আগামীকাল বিদ্যালয় বন্ধ থাকবে'
    expect(measureSms(bangla)).toEqual({ encoding: 'UCS-2', units: bangla.length, parts: 1 })
    expect(measureSms('ক'.repeat(70)).parts).toBe(1)
    expect(measureSms('ক'.repeat(71)).parts).toBe(2)
    expect(measureSms('ক'.repeat(134)).parts).toBe(2)
    expect(measureSms('ক'.repeat(135)).parts).toBe(3)
  })

  it('sends mixed Bangla and English as UCS-2, every character counting', () => {
    const mixed = `Class 6: ${'ক'.repeat(61)}`
    expect(measureSms(mixed)).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 })
    expect(measureSms(`${mixed}!`).parts).toBe(2)
  })

  it('counts an emoji as two UCS-2 characters', () => {
    expect(measureSms('🎉')).toEqual({ encoding: 'UCS-2', units: 2, parts: 1 })
    expect(measureSms(`${'a'.repeat(68)}🎉`)).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 })
    expect(measureSms(`${'a'.repeat(69)}🎉`).parts).toBe(2)
  })

  it('takes no part for an empty text', () => {
    expect(measureSms('').parts).toBe(0)
  })
})

describe('estimateCost', () => {
  it('multiplies parts by the rate, to the paisa', () => {
    expect(estimateCost(2000, 0.35)).toBe(700)
    expect(estimateCost(3, 0.333)).toBe(1)
    expect(estimateCost(7, 0.25)).toBe(1.75)
    expect(estimateCost(0, 0.35)).toBe(0)
  })
})
