import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** The QR reader's WebAssembly, served by the site itself: the gate may have no internet. */
const WASM_FILE = path.join(process.cwd(), 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm')

/** GET /scanner/zxing_reader.wasm?v=<zxing-wasm version>: the version in the address keeps it cacheable for good. */
export async function GET() {
  const wasm = await readFile(WASM_FILE)
  return new Response(new Uint8Array(wasm), {
    headers: {
      'Content-Type': 'application/wasm',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
