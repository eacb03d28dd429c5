import { describe, expect, it } from 'vitest'

import { measureSms } from './segments'
import { numberOfStopCode, SAMPLE_NUMBER, stopCode, withStopLink } from './stop-link'

describe('stop links', () => {
  it('name their number and nothing else', () => {
    for (const number of ['8801311000001', '8801999999999', '8801711000091']) {
      const code = stopCode(number)
      expect(code).toHaveLength(13)
      expect(numberOfStopCode(code)).toBe(number)
    }
  })

  it('cannot be made for a number by someone without the site secret', () => {
    const code = stopCode('8801711000091')
    const other = stopCode('8801711000092')
    expect(numberOfStopCode(`${other.slice(0, 7)}${code.slice(7)}`)).toBeNull()
    expect(numberOfStopCode(`${code.slice(0, 12)}${code[12] === 'A' ? 'B' : 'A'}`)).toBeNull()
    expect(numberOfStopCode('')).toBeNull()
    expect(numberOfStopCode('../../etc/passwd')).toBeNull()
    expect(numberOfStopCode('0000000abcdef')).toBeNull()
  })

  it('follow the text in its language, and are counted in its parts', () => {
    const english = withStopLink('School closed tomorrow.', SAMPLE_NUMBER)
    expect(english).toMatch(/\nStop SMS: http.*\/stop\/\w+/)
    expect(measureSms(english).encoding).toBe('GSM-7')
    const bangla = withStopLink('আগামীকাল বিদ্যালয় বন্ধ।', SAMPLE_NUMBER)
    expect(bangla).toMatch(/\nএসএমএস বন্ধ: http.*\/bn\/stop\/\w+/)
  })
})
