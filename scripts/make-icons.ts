/**
 * `npm run icons`: draws the site's icons from its emblem (src/lib/brand.ts), for browsers that
 * ask for /favicon.ico, the phone's home screen (apple-icon.png) and the installed app, all in
 * public/. Run it after changing the emblem and commit what it writes.
 */
import { writeFileSync } from 'node:fs'

import sharp from 'sharp'

import { BRAND_COLOR, EMBLEM_SVG } from '@/lib/brand'

const emblem = Buffer.from(EMBLEM_SVG)

/** The emblem at `size` pixels, `inset` of it left as a plain brand-coloured margin. */
function draw(size: number, { inset = 0, background = false } = {}): Promise<Buffer> {
  const inner = Math.round(size * (1 - inset * 2))
  const picture = sharp(emblem, { density: Math.max(72, (inner / 512) * 72 * 2) }).resize(
    inner,
    inner,
  )
  if (!background && inset === 0) return picture.png().toBuffer()
  return picture.toBuffer().then((drawn) =>
    sharp({ create: { width: size, height: size, channels: 4, background: BRAND_COLOR } })
      .composite([{ input: drawn, gravity: 'centre' }])
      .png()
      .toBuffer(),
  )
}

/** An .ico holding PNG pictures (every browser since 2010 reads them). */
function ico(pictures: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pictures.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(pictures.length, 4)
  let offset = header.length
  for (const [i, { size, png }] of pictures.entries()) {
    const entry = 6 + i * 16
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  }
  return Buffer.concat([header, ...pictures.map((p) => p.png)])
}

async function main() {
  const small = await Promise.all(
    [16, 32, 48].map(async (size) => ({ size, png: await draw(size) })),
  )
  writeFileSync('public/favicon.ico', ico(small))
  // iOS rounds the corners itself and shows black where a picture is transparent.
  writeFileSync('public/icons/apple-icon.png', await draw(180, { background: true }))
  writeFileSync('public/icons/icon-192.png', await draw(192))
  writeFileSync('public/icons/icon-512.png', await draw(512))
  // Android may cut a maskable icon to a circle or a squircle: the emblem keeps to the safe middle.
  writeFileSync('public/icons/maskable-512.png', await draw(512, { inset: 0.1 }))
  console.log('› Icons written: public/favicon.ico, public/icons/')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
