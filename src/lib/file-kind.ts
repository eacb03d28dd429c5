import { open } from 'node:fs/promises'

/** The file kinds the site accepts, told apart by their first bytes (never by their name). */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'pdf'

export const MIME_OF_KIND: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

/** The kind a file's first 16 bytes announce, or null for anything else. */
export function fileKind(head: Uint8Array): FileKind | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp'
  if (ascii(head, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(head, 8, 12))) return 'avif'
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf'
  return null
}

/** The first 16 bytes of an upload, held in memory or in a temporary file. */
export async function fileHead(file: { data?: Buffer; tempFilePath?: string }) {
  if (file.data && file.data.length > 0) return file.data.subarray(0, 16)
  if (!file.tempFilePath) return new Uint8Array()
  const handle = await open(file.tempFilePath)
  try {
    const head = new Uint8Array(16)
    const { bytesRead } = await handle.read(head, 0, 16, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}
