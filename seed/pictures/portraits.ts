/**
 * Illustrated portraits of the demo's people: a face, hair or a hijab, clothes and a background,
 * all chosen from the person's name, so the same person looks the same on every run.
 */
import { BRIGHT, hashOf, HAIR, pick, randomFrom, SKIN, type Random } from './kit'

export type Sitter = {
  name: string
  gender: 'Male' | 'Female'
  /** Students look young; seniors may have grey hair and glasses. */
  age: 'young' | 'adult' | 'senior'
}

const BACKGROUNDS = ['#dbeafe', '#dcfce7', '#fef3c7', '#fce7f3', '#e0e7ff', '#ccfbf1', '#ffedd5']
const CLOTHES = ['#1e3a8a', '#14532d', '#7c2d12', '#581c87', '#0f766e', '#9f1239', '#334155']

/** A slightly darker shade of a #rrggbb colour, for shadows and outlines. */
function darker(hex: string, by = 0.82): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const channel = (shift: number) => Math.round(((value >> shift) & 0xff) * by)
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}

function eyesAndMouth(random: Random, glasses: boolean): string {
  const eyeY = 182
  const smile = random() < 0.6
  let out = `<path d="M154 ${eyeY - 22} q 16 -9 32 0 M214 ${eyeY - 22} q 16 -9 32 0" stroke="#2b211b" stroke-width="6" stroke-linecap="round" fill="none"/>`
  out += `<ellipse cx="170" cy="${eyeY}" rx="8" ry="9" fill="#1f1a17"/><ellipse cx="230" cy="${eyeY}" rx="8" ry="9" fill="#1f1a17"/><circle cx="173" cy="${eyeY - 3}" r="2.5" fill="#fff"/><circle cx="233" cy="${eyeY - 3}" r="2.5" fill="#fff"/>`
  out += `<path d="M200 ${eyeY + 10} q -8 24 2 30" stroke="#00000030" stroke-width="5" stroke-linecap="round" fill="none"/>`
  out += smile
    ? `<path d="M176 ${eyeY + 56} q 24 22 48 0 q -24 10 -48 0 Z" fill="#8a3b32"/>`
    : `<path d="M180 ${eyeY + 58} q 20 10 40 0" stroke="#8a3b32" stroke-width="6" stroke-linecap="round" fill="none"/>`
  out += `<circle cx="150" cy="${eyeY + 34}" r="13" fill="#e5767a" opacity="0.18"/><circle cx="250" cy="${eyeY + 34}" r="13" fill="#e5767a" opacity="0.18"/>`
  if (glasses)
    out += `<g stroke="#3f3f46" stroke-width="5" fill="#ffffff22"><rect x="142" y="${eyeY - 20}" width="54" height="40" rx="14"/><rect x="204" y="${eyeY - 20}" width="54" height="40" rx="14"/><path d="M196 ${eyeY - 4} h8" fill="none"/></g>`
  return out
}

/** Short hair, a side parting, a receding line or a prayer cap. */
function maleHair(random: Random, color: string, senior: boolean): string {
  const style = pick(random, senior ? ['receding', 'side', 'cap'] : ['short', 'side', 'wavy'])
  if (style === 'cap')
    return `<path d="M124 150 Q 126 78 200 76 Q 274 78 276 150 Q 200 128 124 150 Z" fill="#f8fafc"/><path d="M126 140 Q 200 120 274 140" stroke="#e2e8f0" stroke-width="6" fill="none"/>`
  if (style === 'receding')
    return `<path d="M124 170 Q 120 110 150 96 Q 130 130 136 168 Z M276 170 Q 280 110 250 96 Q 270 130 264 168 Z" fill="${color}"/>`
  if (style === 'wavy')
    return `<path d="M122 168 Q 112 84 200 72 Q 290 80 278 168 Q 270 120 246 112 Q 230 126 210 112 Q 190 128 170 112 Q 146 124 130 124 Z" fill="${color}"/>`
  return style === 'side'
    ? `<path d="M122 166 Q 114 80 204 74 Q 290 82 278 166 Q 276 120 254 110 Q 190 126 160 100 Q 140 122 130 130 Z" fill="${color}"/>`
    : `<path d="M124 160 Q 120 82 200 78 Q 280 82 276 160 Q 266 114 200 108 Q 134 114 124 160 Z" fill="${color}"/>`
}

function beard(random: Random, color: string): string | '' {
  const kind = pick(random, ['none', 'none', 'stubble', 'full', 'moustache'])
  if (kind === 'full')
    return `<path d="M130 196 Q 134 290 200 296 Q 266 290 270 196 Q 262 246 236 248 Q 200 236 164 248 Q 138 246 130 196 Z" fill="${color}"/><path d="M176 232 q 24 -10 48 0 q -24 8 -48 0 Z" fill="${color}"/>`
  if (kind === 'stubble')
    return `<path d="M134 210 Q 140 284 200 290 Q 260 284 266 210 Q 250 262 200 266 Q 150 262 134 210 Z" fill="${color}" opacity="0.25"/>`
  if (kind === 'moustache')
    return `<path d="M172 232 q 28 -14 56 0 q -28 6 -56 0 Z" fill="${color}"/>`
  return ''
}

/** The portrait as a square SVG document, `size` pixels wide. */
export function portraitSvg(sitter: Sitter, size = 400): string {
  const random = randomFrom(hashOf(sitter.name))
  const skin = pick(random, SKIN)
  const shade = darker(skin)
  const senior = sitter.age === 'senior'
  const hair =
    senior && random() < 0.7 ? pick(random, ['#9ca3af', '#d1d5db', '#6b7280']) : pick(random, HAIR)
  const background = pick(random, BACKGROUNDS)
  const glasses = random() < (senior ? 0.6 : sitter.age === 'adult' ? 0.25 : 0.1)
  const female = sitter.gender === 'Female'
  const hijab = female && random() < 0.45
  const cloth =
    sitter.age === 'young' ? '#f8fafc' : female ? pick(random, BRIGHT) : pick(random, CLOTHES)
  const scarf = pick(
    random,
    BRIGHT.filter((c) => c !== cloth),
  )
  const hijabColor = pick(random, [...CLOTHES, '#f8fafc', '#e7e5e4'])

  let behind = ''
  let front = ''
  if (hijab) {
    behind = `<path d="M108 190 Q 100 60 200 58 Q 300 60 292 190 L 300 300 Q 200 330 100 300 Z" fill="${hijabColor}"/>`
    front = `<path d="M118 150 Q 130 76 200 74 Q 270 76 282 150 Q 264 104 200 100 Q 136 104 118 150 Z" fill="${hijabColor}"/><path d="M120 230 Q 140 310 200 318 Q 260 310 280 230 L 300 310 Q 200 350 100 310 Z" fill="${hijabColor}"/><path d="M120 230 Q 140 310 200 318 Q 260 310 280 230" stroke="${darker(hijabColor)}" stroke-width="4" fill="none"/>`
  } else if (female) {
    const bun = random() < 0.3
    behind = bun
      ? `<circle cx="200" cy="78" r="44" fill="${hair}"/>`
      : `<path d="M116 170 Q 104 70 200 66 Q 296 70 284 170 L 292 318 Q 200 336 108 318 Z" fill="${hair}"/>`
    front = `<path d="M122 176 Q 116 84 200 78 Q 284 84 278 176 Q 262 116 204 104 Q 196 128 128 150 Z" fill="${hair}"/>`
  } else {
    front = maleHair(random, hair, senior) + (sitter.age === 'young' ? '' : beard(random, hair))
  }

  const clothes = female
    ? `<path d="M60 400 Q 70 300 200 292 Q 330 300 340 400 Z" fill="${cloth}"/><path d="M200 300 l -18 36 h 36 Z" fill="${darker(cloth)}"/>${hijab ? '' : `<path d="M92 330 Q 200 380 318 318 L 332 352 Q 200 420 82 362 Z" fill="${scarf}" opacity="0.9"/>`}`
    : `<path d="M60 400 Q 70 300 200 292 Q 330 300 340 400 Z" fill="${cloth}"/><path d="M168 294 L 200 350 L 232 294 Z" fill="${sitter.age === 'young' ? '#e2e8f0' : '#f8fafc'}"/><path d="M168 294 L 200 350 L 232 294" stroke="${darker(cloth)}" stroke-width="5" fill="none"/>${sitter.age === 'young' ? '<path d="M196 336 l -10 64 h 28 l -10 -64 Z" fill="#1e3a8a"/>' : ''}`

  const ears = hijab
    ? ''
    : `<ellipse cx="128" cy="196" rx="14" ry="20" fill="${shade}"/><ellipse cx="272" cy="196" rx="14" ry="20" fill="${shade}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400"><rect width="400" height="400" fill="${background}"/><circle cx="200" cy="210" r="170" fill="#ffffff" opacity="0.35"/>${behind}${clothes}<rect x="176" y="250" width="48" height="56" rx="18" fill="${shade}"/>${ears}<ellipse cx="200" cy="190" rx="74" ry="90" fill="${skin}"/>${front}${eyesAndMouth(random, glasses)}</svg>`
}
