import { inflateSync } from 'node:zlib'

const WOFF_SIGNATURE = 0x774f4646 // 'wOFF'
const WOFF_HEADER = 44
const WOFF_ENTRY = 20
const SFNT_HEADER = 12
const SFNT_ENTRY = 16

/**
 * A WOFF 1.0 font unpacked to the plain TrueType/OpenType file it wraps (each table inflated
 * with Node's zlib), for tools that would otherwise inflate a table on every read.
 */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const source = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength)
  if (source.length < WOFF_HEADER || source.readUInt32BE(0) !== WOFF_SIGNATURE)
    throw new Error('Not a WOFF 1.0 font.')
  const flavor = source.readUInt32BE(4)
  const count = source.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY
    const offset = source.readUInt32BE(at + 4)
    const compressed = source.readUInt32BE(at + 8)
    const length = source.readUInt32BE(at + 12)
    const stored = source.subarray(offset, offset + compressed)
    const data = compressed < length ? inflateSync(stored) : stored
    if (data.length !== length) throw new Error('A table of the WOFF font is damaged.')
    return { tag: source.readUInt32BE(at), checksum: source.readUInt32BE(at + 16), data }
  })

  // The table directory's binary-search fields, as the OpenType specification defines them.
  const power = 2 ** Math.floor(Math.log2(count))
  const padded = (length: number) => (length + 3) & ~3
  let offset = SFNT_HEADER + count * SFNT_ENTRY
  const sfnt = Buffer.alloc(offset + tables.reduce((sum, t) => sum + padded(t.data.length), 0))
  sfnt.writeUInt32BE(flavor, 0)
  sfnt.writeUInt16BE(count, 4)
  sfnt.writeUInt16BE(power * 16, 6)
  sfnt.writeUInt16BE(Math.log2(power), 8)
  sfnt.writeUInt16BE(count * 16 - power * 16, 10)
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY
    sfnt.writeUInt32BE(table.tag, entry)
    sfnt.writeUInt32BE(table.checksum, entry + 4)
    sfnt.writeUInt32BE(offset, entry + 8)
    sfnt.writeUInt32BE(table.data.length, entry + 12)
    table.data.copy(sfnt, offset)
    offset += padded(table.data.length)
  })
  return sfnt
}
