import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'

import { GET } from './route'

const readJson = async (file: string) =>
  JSON.parse(await readFile(file, 'utf8')) as {
    version: string
    dependencies?: Record<string, string>
  }

describe('the QR reader served to the gate', () => {
  it('is WebAssembly, cacheable for good, of the build the scanner package expects', async () => {
    const response = await GET()
    expect(response.headers.get('Content-Type')).toBe('application/wasm')
    expect(response.headers.get('Cache-Control')).toContain('immutable')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 4)]).toEqual([0x00, 0x61, 0x73, 0x6d])
    const scanner = await readJson('node_modules/barcode-detector/package.json')
    const reader = await readJson('node_modules/zxing-wasm/package.json')
    expect(scanner.dependencies?.['zxing-wasm']).toBe(reader.version)
  })
})
