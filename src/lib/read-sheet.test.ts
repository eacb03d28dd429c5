import { describe, expect, it } from 'vitest'

import { longCsv, xlsx, xlsxBomb } from '@tests/helpers/sheets'

import { readSheetLines, UNREADABLE_SHEET } from './read-sheet'

const csv = (text: string) => new TextEncoder().encode(text)

/**
 * The longest the event loop went without a turn while `run` ran, in ms: what another visitor
 * would have waited for a page.
 */
async function longestStall<T>(run: () => Promise<T>): Promise<{ value: T; stallMs: number }> {
  let last = performance.now()
  let stallMs = 0
  const timer = setInterval(() => {
    const now = performance.now()
    stallMs = Math.max(stallMs, now - last - 10)
    last = now
  }, 10)
  try {
    return { value: await run(), stallMs }
  } finally {
    clearInterval(timer)
  }
}

describe('readSheetLines', () => {
  it('reads CSV saved with a byte-order mark and semicolons, keeping line numbers past blank lines', async () => {
    const read = await readSheetLines(csv('\uFEFFroll;registration\r\n\r\n1;"20 26"\r\n'))
    expect(read).toEqual({
      lines: [
        { line: 1, cells: ['roll', 'registration'] },
        { line: 3, cells: ['1', '20 26'] },
      ],
    })
  })

  it('reads the first sheet of an XLSX file, numbers as typed', async () => {
    const read = await readSheetLines(
      xlsx([
        ['roll', 'registration', 'student_name'],
        [1, 2026080001, 'আয়েশা সিদ্দিকা'],
      ]),
    )
    expect(read).toEqual({
      lines: [
        { line: 1, cells: ['roll', 'registration', 'student_name'] },
        { line: 2, cells: ['1', '2026080001', 'আয়েশা সিদ্দিকা'] },
      ],
    })
  })

  it('refuses a file that is neither (a broken zip, or text that is not UTF-8)', async () => {
    expect(await readSheetLines(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toEqual({
      refused: UNREADABLE_SHEET,
    })
    expect(await readSheetLines(new Uint8Array([0xff, 0xfe, 0x00, 0xd8]))).toEqual({
      refused: UNREADABLE_SHEET,
    })
  })

  it('refuses an XLSX that unpacks past the cap, without holding the thread', async () => {
    const bomb = xlsxBomb(60)
    expect(bomb.length).toBeLessThan(200_000)
    const { value, stallMs } = await longestStall(() => readSheetLines(bomb))
    expect(value).toEqual({
      refused: {
        en: expect.stringContaining('unpacks to more than 40 MB'),
        bn: expect.stringContaining('৪০ মেগাবাইটের বেশি'),
      },
    })
    expect(stallMs).toBeLessThan(250)
  })

  it('refuses a CSV of more lines than the cap before parsing it, without holding the thread', async () => {
    const file = longCsv(1_200_000)
    const { value, stallMs } = await longestStall(() => readSheetLines(file))
    expect(value).toEqual({
      refused: {
        en: 'The file has more than 10,000 lines. Split it into smaller files and upload them one by one.',
        bn: 'ফাইলটিতে ১০০০০টির বেশি লাইন আছে। ফাইলটি ভাগ করে ছোট ছোট ফাইল একটি একটি করে আপলোড করুন।',
      },
    })
    expect(stallMs).toBeLessThan(250)
  })

  it('stops a reading that takes longer than its time', async () => {
    const read = await readSheetLines(csv('roll,registration\n1,2026080001\n'), { maxMs: 1 })
    expect(read).toEqual({
      refused: expect.objectContaining({ en: expect.stringContaining('took too long') }),
    })
  })
})
