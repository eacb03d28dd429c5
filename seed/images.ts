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

/** A landscape scene: sky gradient, sun, hills, a school-like building and a caption. */
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${width * sunX}" cy="${height * 0.25}" r="${height * 0.09}" fill="#fff7d6" opacity="0.9"/>
  ${hill(0.02, dark, 0.35)}
  <rect x="${bx}" y="${by}" width="${bw}" height="${height * 0.3}" fill="${dark}" opacity="0.85"/>
  <polygon points="${bx - 12},${by} ${bx + bw / 2},${by - height * 0.12} ${bx + bw + 12},${by}" fill="${dark}"/>
  ${windows}
  ${hill(0.12, dark, 0.8)}
  <rect x="0" y="${height * 0.86}" width="${width}" height="${height * 0.14}" fill="#000" opacity="0.35"/>
  <text x="${width * 0.04}" y="${height * 0.95}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height * 0.055)}" font-weight="bold" fill="#fff">${escapeXml(caption)}</text>
</svg>`
}

/** A portrait placeholder: initials on a coloured disc. */
function portraitSvg(name: string, seed: number, size: number): string {
  const [dark, mid, light] = PALETTES[seed % PALETTES.length]!
  const initials = name
    .replace(/^(Md\.|Dr\.|Prof\.|Mrs\.|Mr\.)\s*/i, '')
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

async function upload(payload: Payload, svg: string, name: string, alt: string): Promise<number> {
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.length },
    context: { disableRevalidate: true },
  })
  return doc.id
}

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
  const scenes: number[] = []
  for (const [i, caption] of captions.entries()) {
    const slug = caption.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    scenes.push(await upload(payload, sceneSvg(caption, i, 1600, 900), slug, caption))
  }
  const portraits = new Map<string, number>()
  return {
    scenes,
    scene: (n) => scenes[((n % scenes.length) + scenes.length) % scenes.length]!,
    portrait: async (name) => {
      const known = portraits.get(name)
      if (known) return known
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
      const id = await upload(
        payload,
        portraitSvg(name, portraits.size, 480),
        slug,
        `Portrait of ${name}`,
      )
      portraits.set(name, id)
      return id
    },
  }
}
