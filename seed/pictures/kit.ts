/**
 * Drawing parts shared by the demo pictures: a seeded random source (the same pictures on every
 * run) and flat-illustration pieces in SVG. People and trees are drawn 100 units tall with their
 * feet at 0 and placed with a transform, so every part scales freely.
 */

export type Random = () => number

/** A small, fast seeded generator (mulberry32). */
export function randomFrom(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** A stable number for a text (FNV-1a). */
export function hashOf(text: string): number {
  let hash = 2_166_136_261
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619)
  return hash >>> 0
}

export const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!

export const between = (random: Random, low: number, high: number) => low + random() * (high - low)

/** Coordinates with one decimal keep the SVG short. */
export const n = (value: number) => Math.round(value * 10) / 10

export const place = (x: number, y: number, scale: number, body: string) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale * 1000) / 1000})">${body}</g>`

export const W = 1200
export const H = 675

export const SKIN = ['#f2cfae', '#e3b48e', '#d09a6e', '#b97f56', '#9a643f'] as const
export const HAIR = ['#1d1a17', '#2b211b', '#3a2a1f', '#141414'] as const
export const BRIGHT = [
  '#e11d48',
  '#f97316',
  '#eab308',
  '#16a34a',
  '#0ea5e9',
  '#7c3aed',
  '#db2777',
  '#0d9488',
] as const

export type Sky = 'dawn' | 'day' | 'dusk' | 'night'

const SKIES: Record<Sky, [string, string]> = {
  dawn: ['#fbcfa0', '#fef3c7'],
  day: ['#7cc4ef', '#e0f2fe'],
  dusk: ['#f59e6b', '#fde2b8'],
  night: ['#1e2a4a', '#3b4a7a'],
}

export function sky(kind: Sky, horizon = H): string {
  const [top, bottom] = SKIES[kind]
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${n(horizon)}" fill="url(#sky)"/>`
}

export function sun(x: number, y: number, r: number, color = '#fff4c2'): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.6)}" fill="${color}" opacity="0.35"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/>`
}

export function cloud(x: number, y: number, s: number): string {
  return place(
    x,
    y,
    s,
    '<g fill="#fff" opacity="0.85"><ellipse cx="0" cy="0" rx="60" ry="18"/><ellipse cx="-18" cy="-12" rx="26" ry="20"/><ellipse cx="16" cy="-16" rx="30" ry="24"/></g>',
  )
}

export function clouds(random: Random, count: number, top = 40, bottom = 170): string {
  return Array.from({ length: count }, () =>
    cloud(between(random, 60, W - 60), between(random, top, bottom), between(random, 0.7, 1.4)),
  ).join('')
}

/** Grass from `y` down, with a soft hill line. */
export function ground(y: number, color = '#6cbf5a', shade = '#58a84a'): string {
  return `<path d="M0 ${n(y)} Q ${W * 0.3} ${n(y - 30)} ${W * 0.6} ${n(y)} T ${W} ${n(y - 10)} V ${H} H 0 Z" fill="${shade}"/><rect y="${n(y + 12)}" width="${W}" height="${n(H - y)}" fill="${color}"/>`
}

export type TreeKind = 'round' | 'palm' | 'krishnachura'

/** A tree 100 units tall. */
export function tree(x: number, y: number, height: number, kind: TreeKind): string {
  const trunk = '<path d="M-4 0 L-3 -55 L3 -55 L4 0 Z" fill="#6b4a2f"/>'
  const body =
    kind === 'palm'
      ? '<path d="M-2 0 Q 2 -50 -4 -92 L0 -92 Q 7 -50 3 0 Z" fill="#7a5a3a"/>' +
        [-150, -110, -70, -30, 10]
          .map(
            (angle) =>
              `<path d="M0 -92 Q 22 -104 44 -90 Q 22 -96 0 -90 Z" fill="#2f7d3b" transform="rotate(${angle + 80} 0 -92)"/>`,
          )
          .join('')
      : kind === 'krishnachura'
        ? `${trunk}<ellipse cx="0" cy="-68" rx="44" ry="30" fill="#2f7d3b"/><g fill="#e4462b"><circle cx="-24" cy="-78" r="12"/><circle cx="4" cy="-88" r="14"/><circle cx="26" cy="-72" r="12"/><circle cx="-8" cy="-62" r="11"/><circle cx="18" cy="-56" r="9"/></g>`
        : `${trunk}<circle cx="0" cy="-70" r="32" fill="#2f7d3b"/><circle cx="-16" cy="-58" r="22" fill="#3a8f46"/><circle cx="14" cy="-80" r="18" fill="#4aa356"/>`
  return place(x, y, height / 100, body)
}

/** Bangladesh's flag on a pole, `height` from the ground to the pole's top. */
export function flag(x: number, y: number, height: number, wave = 0): string {
  const w = height * 0.42
  const h = w * 0.6
  const top = y - height
  return `<rect x="${n(x - 2.5)}" y="${n(top)}" width="5" height="${n(height)}" fill="#8b8b8b"/><path d="M${n(x + 2)} ${n(top + 4)} q ${n(w / 2)} ${n(-wave)} ${n(w)} 0 v ${n(h)} q ${n(-w / 2)} ${n(wave)} ${n(-w)} 0 Z" fill="#006a4e"/><circle cx="${n(x + 2 + w * 0.45)}" cy="${n(top + 4 + h / 2)}" r="${n(h * 0.3)}" fill="#f42a41"/>`
}

/** A string of little triangular flags between two points. */
export function bunting(x1: number, x2: number, y: number, colors: readonly string[]): string {
  const count = Math.max(2, Math.floor((x2 - x1) / 34))
  const step = (x2 - x1) / count
  const sag = 26
  const at = (i: number) => {
    const t = i / count
    return { x: x1 + i * step, y: y + Math.sin(Math.PI * t) * sag }
  }
  const flags = Array.from({ length: count }, (_, i) => {
    const a = at(i)
    const b = at(i + 1)
    return `<path d="M${n(a.x + 3)} ${n(a.y)} L${n(b.x - 3)} ${n(b.y)} L${n((a.x + b.x) / 2)} ${n((a.y + b.y) / 2 + 26)} Z" fill="${colors[i % colors.length]}"/>`
  }).join('')
  return `<path d="M${n(x1)} ${n(y)} Q ${n((x1 + x2) / 2)} ${n(y + sag * 2)} ${n(x2)} ${n(y)}" stroke="#555" stroke-width="2" fill="none"/>${flags}`
}

export type Look = {
  skin: string
  hair: string
  top: string
  bottom: string
  /** Long hair, a hijab in this colour, or short hair. */
  head: 'short' | 'long' | { hijab: string }
  /** A kameez or a long coat reaching the knees. */
  long?: boolean
  arms?: 'down' | 'up' | 'wave'
  /** Seen from behind (audiences, classrooms). */
  back?: boolean
}

/** A standing person, 100 units tall. */
export function person(x: number, y: number, height: number, look: Look): string {
  const { skin, hair, top, bottom } = look
  const hem = look.long ? -24 : -42
  const flare = look.long ? 15 : 12
  const arm = (side: -1 | 1) => {
    const pose = look.arms ?? 'down'
    const angle = pose === 'up' ? side * 155 : pose === 'wave' && side === 1 ? 140 : side * 8
    return `<g transform="rotate(${angle} ${side * 12} -78)"><rect x="${side * 12 - 3.5}" y="-80" width="7" height="33" rx="3.5" fill="${top}"/><circle cx="${side * 12}" cy="-46" r="3.6" fill="${skin}"/></g>`
  }
  const headCover =
    typeof look.head === 'object'
      ? `<path d="M-11.5 -90 A11.5 12 0 0 1 11.5 -90 L14 -72 Q0 -66 -14 -72 Z" fill="${look.head.hijab}"/>`
      : look.head === 'long'
        ? `<path d="M-9.8 -92 A9.8 10 0 0 1 9.8 -92 L10.5 ${look.back ? -66 : -74} Q0 ${look.back ? -62 : -71} -10.5 ${look.back ? -66 : -74} Z" fill="${hair}"/>`
        : ''
  const hairTop =
    typeof look.head === 'object'
      ? `<path d="M-9 -93 A9 9.5 0 0 1 9 -93 Q0 -97 -9 -93 Z" fill="${look.head.hijab}"/>`
      : look.back
        ? `<circle cx="0" cy="-92" r="8.7" fill="${hair}"/>`
        : `<path d="M-9 -91 A9 9.8 0 0 1 9 -91 Q3 -97 -9 -91 Z" fill="${hair}"/>`
  return place(
    x,
    y,
    height / 100,
    `${headCover}<rect x="-9.5" y="${hem - 2}" width="7" height="${-hem + 1}" rx="3" fill="${bottom}"/><rect x="2.5" y="${hem - 2}" width="7" height="${-hem + 1}" rx="3" fill="${bottom}"/><ellipse cx="-6" cy="0" rx="5" ry="2.4" fill="#2b2b2b"/><ellipse cx="6" cy="0" rx="5" ry="2.4" fill="#2b2b2b"/>${arm(-1)}${arm(1)}<path d="M-12 -80 Q-12 -83 -8 -84 L8 -84 Q12 -83 12 -80 L${flare} ${hem} L${-flare} ${hem} Z" fill="${top}"/><rect x="-3" y="-88" width="6" height="6" fill="${skin}"/><circle cx="0" cy="-92" r="8.5" fill="${skin}"/>${hairTop}`,
  )
}

/** Pupils in uniform: white shirts, navy or green bottoms; girls in hijab or with long hair. */
export function pupil(random: Random, overrides: Partial<Look> = {}): Look {
  const girl = random() < 0.5
  return {
    skin: pick(random, SKIN),
    hair: pick(random, HAIR),
    top: '#f8fafc',
    bottom: pick(random, ['#1e3a8a', '#14532d', '#1e293b']),
    head: girl ? (random() < 0.5 ? { hijab: '#f8fafc' } : 'long') : 'short',
    long: girl,
    ...overrides,
  }
}

/** Grown-ups in everyday colours. */
export function grownUp(random: Random, overrides: Partial<Look> = {}): Look {
  const woman = random() < 0.5
  return {
    skin: pick(random, SKIN),
    hair: pick(random, HAIR),
    top: pick(random, BRIGHT),
    bottom: woman ? pick(random, BRIGHT) : pick(random, ['#1f2937', '#374151', '#44403c']),
    head: woman ? (random() < 0.4 ? { hijab: pick(random, BRIGHT) } : 'long') : 'short',
    long: woman || random() < 0.3,
    ...overrides,
  }
}

/** A row of people, evenly spread with a little jitter. */
export function crowd(
  random: Random,
  count: number,
  x1: number,
  x2: number,
  y: number,
  height: number,
  look: (random: Random) => Look,
): string {
  const step = (x2 - x1) / Math.max(1, count - 1)
  return Array.from({ length: count }, (_, i) =>
    person(
      x1 + i * step + between(random, -step * 0.15, step * 0.15),
      y + between(random, -3, 3),
      height * between(random, 0.92, 1.06),
      look(random),
    ),
  ).join('')
}

/** Heads and shoulders seen from behind: an audience or a class. */
export function audience(
  random: Random,
  rows: number,
  perRow: number,
  top: number,
  size: number,
  look: (random: Random) => Look,
): string {
  let out = ''
  for (let r = 0; r < rows; r++) {
    const s = size * (1 + r * 0.18)
    const y = top + r * s * 1.5
    const step = W / perRow
    for (let i = 0; i < perRow + 1; i++) {
      const l = look(random)
      const x = i * step + (r % 2 ? step / 2 : 0) + between(random, -6, 6)
      const head =
        typeof l.head === 'object'
          ? `<path d="M-13 0 A13 14 0 0 1 13 0 L15 16 Q0 20 -15 16 Z" fill="${l.head.hijab}"/>`
          : `<circle cx="0" cy="0" r="12" fill="${l.hair}"/>${l.head === 'long' ? `<rect x="-10" y="0" width="20" height="18" rx="6" fill="${l.hair}"/>` : ''}`
      out += place(
        x,
        y,
        s / 30,
        `<path d="M-24 40 Q-24 14 0 14 Q24 14 24 40 Z" fill="${l.top}"/>${head}`,
      )
    }
  }
  return out
}

/** A school building with corridors on every floor, the way Bangladeshi schools are built. */
export function schoolBuilding(
  x: number,
  y: number,
  width: number,
  floors: number,
  wall: string,
  trim: string,
): string {
  const floorH = 62
  const height = floors * floorH + 16
  const top = y - height
  let out = `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" fill="${wall}"/><rect x="${n(x - 8)}" y="${n(top - 12)}" width="${n(width + 16)}" height="14" fill="${trim}"/>`
  const bays = Math.max(3, Math.round(width / 70))
  const bay = width / bays
  for (let f = 0; f < floors; f++) {
    const fy = top + 16 + f * floorH
    out += `<rect x="${n(x)}" y="${n(fy + floorH - 8)}" width="${n(width)}" height="8" fill="${trim}"/>`
    for (let b = 0; b < bays; b++) {
      const bx = x + b * bay
      out += `<rect x="${n(bx + bay * 0.18)}" y="${n(fy + 8)}" width="${n(bay * 0.64)}" height="${floorH - 24}" rx="${n(bay * 0.3)}" fill="#5b6b7a" opacity="0.55"/>`
      if (f > 0)
        out += `<rect x="${n(bx)}" y="${n(fy + floorH - 22)}" width="${n(bay)}" height="3" fill="${trim}"/>`
    }
  }
  const door = bay * 0.7
  out += `<rect x="${n(x + width / 2 - door / 2)}" y="${n(y - 46)}" width="${n(door)}" height="46" rx="4" fill="#6b4a2f"/>`
  return out
}

export function interior(wall: string, floor: string, floorY = H * 0.72): string {
  return `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="${n(floorY)}" width="${W}" height="${n(H - floorY)}" fill="${floor}"/><rect y="${n(floorY - 6)}" width="${W}" height="6" fill="#000" opacity="0.08"/>`
}

export function windowFrame(x: number, y: number, w: number, h: number, view: Sky = 'day'): string {
  const [top, bottom] = SKIES[view]
  return `<rect x="${n(x - 6)}" y="${n(y - 6)}" width="${n(w + 12)}" height="${n(h + 12)}" rx="4" fill="#f8fafc"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${bottom}"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h * 0.55)}" fill="${top}" opacity="0.7"/><path d="M${n(x)} ${n(y + h)} q ${n(w * 0.3)} ${n(-h * 0.35)} ${n(w * 0.6)} ${n(-h * 0.1)} t ${n(w * 0.4)} ${n(-h * 0.15)} V ${n(y + h)} Z" fill="#4aa356"/><rect x="${n(x + w / 2 - 3)}" y="${n(y)}" width="6" height="${n(h)}" fill="#f8fafc"/>`
}

/** A table seen from the front. */
export function table(x: number, y: number, w: number, color = '#a0744f'): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="14" rx="3" fill="${color}"/><rect x="${n(x + 10)}" y="${n(y + 14)}" width="8" height="70" fill="${color}"/><rect x="${n(x + w - 18)}" y="${n(y + 14)}" width="8" height="70" fill="${color}"/>`
}

/** Books standing on a shelf between x1 and x2. */
export function books(random: Random, x1: number, x2: number, y: number, tall: number): string {
  let out = ''
  let x = x1
  while (x < x2 - 10) {
    const w = between(random, 18, 34)
    const h = tall * between(random, 0.7, 1)
    out += `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${pick(random, BRIGHT)}" opacity="${n(between(random, 0.75, 1))}"/>`
    x += w + 2
  }
  return out
}
