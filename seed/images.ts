/**
 * Demo pictures drawn at seed time (no downloads): soft gradients, simple shapes and a caption,
 * rendered by sharp and uploaded to the media collection. Staff replace them from the admin.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'

const PALETTES: [string, string, string][] = [
  ['#0f766e', '#14b8a6', '#ccfbf1'],
  ['#1e3a8a', '#3b82f6', '#dbeafe'],
  ['#7c2d12', '#f97316', '#ffedd5'],
  ['#14532d', '#22c55e', '#dcfce7'],
  ['#581c87', '#a855f7', '#f3e8ff'],
  ['#881337', '#f43f5e', '#ffe4e6'],
  ['#713f12', '#eab308', '#fef9c3'],
  ['#164e63', '#06b6d4', '#cffafe'],
]

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

/** A landscape scene: sky, sun, clouds, hills, a school building with its flag, trees, a caption. */
function sceneSvg(caption: string, seed: number, width: number, height: number): string {
  const [dark, mid, light] = PALETTES[seed % PALETTES.length]!
  const sunX = 0.15 + ((seed * 37) % 70) / 100
  const hill = (offset: number, color: string, opacity: number) =>
    `<path d="M0 ${height * (0.72 + offset)} Q ${width * 0.25} ${height * (0.55 + offset)} ${width * 0.5} ${height * (0.7 + offset)} T ${width} ${height * (0.65 + offset)} V ${height} H 0 Z" fill="${color}" opacity="${opacity}"/>`
  const bw = width * 0.32
  const bx = width * (0.1 + ((seed * 13) % 50) / 100)
  const by = height * 0.5
  const windows = Array.from({ length: 6 }, (_, i) => {
    const wx = bx + bw * (0.08 + (i % 3) * 0.31)
    const wy = by + height * (0.06 + Math.floor(i / 3) * 0.1)
    return `<rect x="${wx}" y="${wy}" width="${bw * 0.2}" height="${height * 0.06}" rx="4" fill="${light}" opacity="0.9"/>`
  }).join('')
  const clouds = Array.from({ length: 2 + (seed % 3) }, (_, i) => {
    const cx = width * (((seed * 29 + i * 41) % 90) / 100 + 0.05)
    const cy = height * (0.1 + ((seed + i * 7) % 4) * 0.05)
    const r = height * 0.035
    return `<g fill="#fff" opacity="0.75"><ellipse cx="${cx}" cy="${cy}" rx="${r * 2.4}" ry="${r}"/><ellipse cx="${cx + r}" cy="${cy - r * 0.6}" rx="${r * 1.3}" ry="${r}"/></g>`
  }).join('')
  const trees = Array.from({ length: 3 + (seed % 4) }, (_, i) => {
    const tx = width * (((seed * 17 + i * 23) % 95) / 100 + 0.02)
    if (tx > bx - 20 && tx < bx + bw + 20) return ''
    const ty = height * (0.7 + (i % 2) * 0.04)
    const r = height * (0.05 + (i % 3) * 0.012)
    return `<rect x="${tx - 4}" y="${ty}" width="8" height="${r * 1.6}" fill="#4b3621"/><circle cx="${tx}" cy="${ty}" r="${r}" fill="#1f6f43"/><circle cx="${tx - r * 0.3}" cy="${ty - r * 0.3}" r="${r * 0.55}" fill="#4ade80" opacity="0.5"/>`
  }).join('')
  const poleX = bx + bw / 2
  const poleTop = by - height * 0.26
  const flag = `<rect x="${poleX - 2}" y="${poleTop}" width="4" height="${height * 0.15}" fill="#444"/><rect x="${poleX + 2}" y="${poleTop}" width="${height * 0.1}" height="${height * 0.06}" fill="#006a4e"/><circle cx="${poleX + 2 + height * 0.045}" cy="${poleTop + height * 0.03}" r="${height * 0.02}" fill="#f42a41"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${width * sunX}" cy="${height * 0.25}" r="${height * 0.09}" fill="#fff7d6" opacity="0.9"/>
  ${clouds}
  ${hill(0.02, dark, 0.35)}
  ${flag}
  <rect x="${bx}" y="${by}" width="${bw}" height="${height * 0.3}" fill="${dark}" opacity="0.85"/>
  <polygon points="${bx - 12},${by} ${bx + bw / 2},${by - height * 0.12} ${bx + bw + 12},${by}" fill="${dark}"/>
  ${windows}
  ${hill(0.12, dark, 0.8)}
  ${trees}
  <rect x="0" y="${height * 0.86}" width="${width}" height="${height * 0.14}" fill="#000" opacity="0.35"/>
  <text x="${width * 0.04}" y="${height * 0.95}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height * 0.055)}" font-weight="bold" fill="#fff">${escapeXml(caption)}</text>
</svg>`
}

/** A portrait placeholder: initials on a coloured disc. */
function portraitSvg(name: string, seed: number, size: number): string {
  const [dark, mid, light] = PALETTES[seed % PALETTES.length]!
  const initials = name
    .replace(/^((Md\.|Dr\.|Prof\.|Alhaj|Mrs\.|Mr\.)\s*)+/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase()
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="${light}"/>
  <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.46}" fill="url(#g)"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(size * 0.34)}" font-weight="bold" fill="#fff">${escapeXml(initials)}</text>
</svg>`
}

/** Draws an SVG into a JPEG; Payload re-encodes it to WebP sizes on upload. */
function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer()
}

async function upload(payload: Payload, data: Buffer, name: string, alt: string): Promise<number> {
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.length },
    context: { disableRevalidate: true },
  })
  return doc.id
}

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')

export type ImagePool = {
  /** The n-th landscape picture, cycling through the pool. */
  scene: (n: number) => number
  /** A portrait with the person's initials (made on first use, then reused). */
  portrait: (name: string) => Promise<number>
  /** Every landscape picture, for galleries and sliders. */
  scenes: number[]
}

/** Uploads `captions.length` landscape pictures and returns the pool the demo content draws from. */
export async function createImagePool(
  payload: Payload,
  captions: readonly string[],
): Promise<ImagePool> {
  // Drawing runs on sharp's thread pool in parallel; uploads stay sequential (one SQLite writer).
  const pictures = await Promise.all(
    captions.map((caption, i) => render(sceneSvg(caption, i, 1200, 675))),
  )
  const scenes: number[] = []
  for (const [i, caption] of captions.entries()) {
    scenes.push(await upload(payload, pictures[i]!, slugify(caption), caption))
  }
  const portraits = new Map<string, number>()
  return {
    scenes,
    scene: (n) => scenes[((n % scenes.length) + scenes.length) % scenes.length]!,
    portrait: async (name) => {
      const known = portraits.get(name)
      if (known) return known
      const picture = await render(portraitSvg(name, portraits.size, 400))
      const id = await upload(payload, picture, slugify(name), `Portrait of ${name}`)
      portraits.set(name, id)
      return id
    },
  }
}
