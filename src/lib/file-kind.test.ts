import { describe, expect, it } from 'vitest'

import { fileKind } from './file-kind'

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0))

describe('fileKind', () => {
  it('tells the accepted kinds by their first bytes', () => {
    expect(fileKind(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(fileKind(bytes('\x89PNG\r\n\x1a\n\0\0\0\rIHDR'))).toBe('png')
    expect(fileKind(bytes('RIFF\x10\0\0\0WEBPVP8 '))).toBe('webp')
    expect(fileKind(bytes('\0\0\0\x20ftypavif\0\0\0\0'))).toBe('avif')
    expect(fileKind(bytes('%PDF-1.7\n'))).toBe('pdf')
  })

  it('knows nothing else, whatever the name says', () => {
    expect(fileKind(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
    expect(fileKind(bytes('<!doctype html>'))).toBeNull()
    expect(fileKind(bytes('GIF89a'))).toBeNull()
    expect(fileKind(new Uint8Array())).toBeNull()
  })
})
