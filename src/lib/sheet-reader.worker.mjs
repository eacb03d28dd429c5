/**
 * Reads an uploaded spreadsheet on a worker thread (src/lib/read-sheet.ts starts it), so a large
 * or hostile file never holds the server's only thread: XLSX (the first sheet) or CSV in UTF-8
 * (comma, semicolon or tab separated). Before the real reading, the file is measured: an XLSX
 * is unpacked once, counting its bytes and stopping at the cap (a zip bomb declares small sizes
 * and unpacks to gigabytes), and a CSV's lines are counted.
 *
 * In: workerData `{ bytes: Uint8Array, maxUnpackedBytes, maxLines }`.
 * Out: one message, `{ rows: { line, cells: unknown[] }[] }` or `{ refused: reason }` with
 * reason 'unreadable' | 'unpacked-too-large' | 'too-many-lines'.
 */
import { parentPort, workerData } from 'node:worker_threads'

import { parse } from 'csv-parse/sync'
import { Unzip, UnzipInflate } from 'fflate'
import { readSheet } from 'read-excel-file/node'

const { bytes, maxUnpackedBytes, maxLines } = workerData

/** An XLSX file is a zip archive: it starts with "PK\x03\x04". */
const isZip = (data) => data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04

/** The bytes the archive really unpacks to, counted up to just past `cap`. */
function unpackedSize(data, cap) {
  let total = 0
  let over = false
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) throw error
      total += chunk.length
      if (total > cap && !over) {
        over = true
        file.terminate()
      }
    }
    if (!over) file.start()
  })
  unzip.register(UnzipInflate)
  // Pushed in slices, so counting stops soon after the cap instead of after the whole archive.
  const SLICE = 64 * 1024
  for (let at = 0; at < data.length && !over; at += SLICE)
    unzip.push(data.subarray(at, at + SLICE), at + SLICE >= data.length)
  return total
}

function countLines(data) {
  let lines = 1
  for (let i = 0; i < data.length; i++) if (data[i] === 0x0a) lines++
  return lines
}

async function read() {
  if (isZip(bytes)) {
    let size
    try {
      size = unpackedSize(bytes, maxUnpackedBytes)
    } catch {
      return { refused: 'unreadable' }
    }
    if (size > maxUnpackedBytes) return { refused: 'unpacked-too-large' }
    try {
      const data = await readSheet(Buffer.from(bytes))
      if (data.length > maxLines) return { refused: 'too-many-lines' }
      return { rows: data.map((cells, i) => ({ line: i + 1, cells })) }
    } catch {
      return { refused: 'unreadable' }
    }
  }
  if (countLines(bytes) > maxLines) return { refused: 'too-many-lines' }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    const records = parse(text, {
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: false,
      info: true,
    })
    return { rows: records.map(({ record, info }) => ({ line: info.lines, cells: record })) }
  } catch {
    return { refused: 'unreadable' }
  }
}

parentPort.postMessage(await read())
