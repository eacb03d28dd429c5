import { describe, expect, it } from 'vitest'

import { csvCell } from './export-csv'

describe('csvCell', () => {
  it('leaves plain text and numbers alone, and writes nothing for a missing value', () => {
    expect(csvCell('Nusrat Jahan')).toBe('Nusrat Jahan')
    expect(csvCell(9)).toBe('9')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Upashahar, Rajshahi')).toBe('"Upashahar, Rajshahi"')
    expect(csvCell('the "Padma" hall')).toBe('"the ""Padma"" hall"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
  })

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+8801711000000')).toBe("'+8801711000000")
    expect(csvCell('-5')).toBe("'-5")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
  })
})
