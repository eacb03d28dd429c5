/**
 * The demo's landscape pictures: one drawing per subject (a building, a lab, a sports field …),
 * varied by a seed. Nothing in them is written: the captions come from the content.
 */
import {
  audience,
  between,
  books,
  BRIGHT,
  bunting,
  clouds,
  crowd,
  flag,
  ground,
  grownUp,
  H,
  interior,
  n,
  person,
  pick,
  pupil,
  randomFrom,
  schoolBuilding,
  sky,
  sun,
  table,
  tree,
  W,
  windowFrame,
  type Random,
  type Sky,
  type TreeKind,
} from './kit'

const WALLS = ['#f3e3c3', '#e9d5b5', '#f1dccb', '#f5e6d0'] as const
const TRIMS = ['#b4532a', '#9a3412', '#7c2d12', '#a16207'] as const

function treeLine(random: Random, y: number, count: number, skip?: [number, number]): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = between(random, 20, W - 20)
    if (skip && x > skip[0] && x < skip[1]) continue
    const kind: TreeKind = pick(random, ['round', 'round', 'palm', 'krishnachura'])
    out += tree(x, y + between(random, 0, 14), between(random, 120, 190), kind)
  }
  return out
}

function campus(random: Random, variant: 'building' | 'gate' | 'college'): string {
  const time: Sky = variant === 'building' ? 'dawn' : pick(random, ['day', 'day', 'dusk'])
  const wall = pick(random, WALLS)
  const trim = pick(random, TRIMS)
  const bw = variant === 'college' ? 760 : 620
  const bx = between(random, 120, W - bw - 120)
  let out =
    sky(time) +
    sun(between(random, 100, W - 100), between(random, 70, 140), 42) +
    clouds(random, 3) +
    ground(H * 0.7)
  out += treeLine(random, H * 0.72, 4, [bx, bx + bw])
  out += schoolBuilding(bx, H * 0.74, bw, variant === 'college' ? 4 : 3, wall, trim)
  out += flag(bx - 60, H * 0.76, 230, 8)
  if (variant === 'gate') {
    // Gate pillars and an arch over the entrance road, the building behind.
    const gx = W / 2
    out += `<path d="M${gx - 160} ${H} L${gx - 60} ${H * 0.76} L${gx + 60} ${H * 0.76} L${gx + 160} ${H} Z" fill="#c8b99a"/>`
    out += `<rect x="${gx - 250}" y="${H * 0.44}" width="46" height="${H * 0.56}" fill="${trim}"/><rect x="${gx + 204}" y="${H * 0.44}" width="46" height="${H * 0.56}" fill="${trim}"/>`
    out += `<path d="M${gx - 250} ${H * 0.46} Q ${gx} ${H * 0.26} ${gx + 250} ${H * 0.46} L${gx + 250} ${H * 0.5} Q ${gx} ${H * 0.31} ${gx - 250} ${H * 0.5} Z" fill="${trim}"/>`
    for (let i = 0; i < 9; i++)
      out += `<rect x="${gx - 196 + i * 46}" y="${H * 0.62}" width="5" height="${H * 0.38}" fill="#334155"/>`
    out += `<rect x="${gx - 204}" y="${H * 0.62}" width="408" height="6" fill="#334155"/>`
  } else {
    out += `<path d="M${bx + bw / 2 - 50} ${H} L${bx + bw / 2 - 30} ${H * 0.74} L${bx + bw / 2 + 30} ${H * 0.74} L${bx + bw / 2 + 50} ${H} Z" fill="#c8b99a"/>`
    out += crowd(random, 5, bx + 40, bx + bw - 40, H * 0.86, 90, (r) => pupil(r))
  }
  out += treeLine(random, H * 0.98, 2, [W * 0.25, W * 0.75])
  return out
}

function assembly(random: Random): string {
  let out = sky('dawn') + sun(W * 0.8, 110, 46) + clouds(random, 2) + ground(H * 0.45, '#8cc26e')
  out += schoolBuilding(80, H * 0.48, 1040, 2, pick(random, WALLS), pick(random, TRIMS))
  out += flag(W / 2, H * 0.62, 250, 10)
  for (let row = 0; row < 3; row++) {
    const y = H * 0.72 + row * 80
    const size = 80 + row * 20
    out += crowd(random, 9 - row, 90 + row * 30, W - 90 - row * 30, y, size, (r) =>
      pupil(r, { back: true }),
    )
  }
  return out
}

function lab(random: Random): string {
  let out = interior('#dbeafe', '#cbd5e1')
  out += windowFrame(80, 90, 260, 200) + windowFrame(860, 90, 260, 200)
  // A poster of coloured squares (the elements) on the wall.
  for (let i = 0; i < 18; i++)
    out += `<rect x="${430 + (i % 9) * 38}" y="${110 + Math.floor(i / 9) * 38}" width="32" height="32" rx="4" fill="${BRIGHT[i % BRIGHT.length]}" opacity="0.7"/>`
  out += crowd(random, 4, 220, 980, H * 0.74, 200, (r) => pupil(r, { top: '#ffffff' }))
  out += `<rect x="60" y="${H * 0.68}" width="${W - 120}" height="26" rx="6" fill="#334155"/><rect x="80" y="${H * 0.68 + 26}" width="${W - 160}" height="${H * 0.32}" fill="#64748b"/>`
  for (let i = 0; i < 7; i++) {
    const x = 140 + i * 150 + between(random, -20, 20)
    const color = pick(random, ['#22c55e', '#3b82f6', '#f43f5e', '#eab308', '#a855f7'])
    out +=
      i % 3 === 0
        ? `<path d="M${x - 8} ${H * 0.68 - 70} h16 v24 l26 46 h-68 l26 -46 Z" fill="#e0f2fe" stroke="#94a3b8" stroke-width="2"/><path d="M${x - 24} ${H * 0.68} l12 -22 h24 l12 22 Z" fill="${color}"/>`
        : i % 3 === 1
          ? `<rect x="${x - 9}" y="${H * 0.68 - 56}" width="18" height="56" rx="9" fill="#e0f2fe" stroke="#94a3b8" stroke-width="2"/><rect x="${x - 7}" y="${H * 0.68 - 28}" width="14" height="26" rx="7" fill="${color}"/>`
          : `<path d="M${x - 20} ${H * 0.68} h40 v-8 h-14 l-4 -40 l14 -20 l-6 -4 l-22 26 l6 38 h-14 Z" fill="#1e293b"/>`
  }
  return out
}

function library(random: Random, fair: boolean): string {
  let out = ''
  if (fair) {
    out += sky('day') + clouds(random, 3) + ground(H * 0.55, '#d6c7a1', '#c9b88d')
    for (let s = 0; s < 3; s++) {
      const x = 60 + s * 380
      const roof = pick(random, BRIGHT)
      out += `<path d="M${x} ${H * 0.3} L${x + 170} ${H * 0.18} L${x + 340} ${H * 0.3} Z" fill="${roof}"/><rect x="${x + 10}" y="${H * 0.3}" width="320" height="${H * 0.32}" fill="#fff7ed"/>`
      for (let shelf = 0; shelf < 2; shelf++)
        out +=
          `<rect x="${x + 20}" y="${H * 0.36 + shelf * 60}" width="300" height="6" fill="#92400e"/>` +
          books(random, x + 24, x + 316, H * 0.36 + shelf * 60, 46)
    }
    out += crowd(random, 9, 80, W - 80, H * 0.94, 170, (r) =>
      random() < 0.7 ? grownUp(r) : pupil(r),
    )
    return out
  }
  out += interior('#fef3c7', '#d6b98c')
  for (let shelf = 0; shelf < 3; shelf++) {
    const y = 110 + shelf * 110
    out += `<rect x="40" y="${y}" width="${W - 80}" height="8" fill="#92400e"/>`
    out += books(random, 46, W - 46, y, 70)
  }
  out += `<rect x="30" y="20" width="12" height="${H * 0.72}" fill="#92400e"/><rect x="${W - 42}" y="20" width="12" height="${H * 0.72}" fill="#92400e"/>`
  out += crowd(random, 3, 300, 900, H * 0.86, 170, (r) => pupil(r, { back: true }))
  out += table(160, H * 0.8, W - 320)
  for (let i = 0; i < 5; i++)
    out += `<path d="M${250 + i * 170} ${H * 0.8} l40 -10 l40 10 Z" fill="${pick(random, BRIGHT)}"/>`
  return out
}

function computerLab(random: Random): string {
  let out = interior('#e0e7ff', '#94a3b8')
  out += windowFrame(70, 70, 300, 190, 'day')
  out += `<rect x="460" y="60" width="640" height="240" rx="10" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/>`
  out += `<rect x="500" y="100" width="250" height="160" fill="#bfdbfe"/><path d="M780 240 l60 -60 l50 30 l70 -90 l60 50" stroke="#2563eb" stroke-width="10" fill="none"/>`
  for (let row = 0; row < 2; row++) {
    const y = H * 0.62 + row * 120
    for (let i = 0; i < 4; i++) {
      const x = 110 + i * 270 + row * 40
      const screen = pick(random, ['#38bdf8', '#4ade80', '#facc15', '#f472b6', '#a78bfa'])
      out += `<rect x="${x}" y="${y - 70}" width="110" height="70" rx="6" fill="#1e293b"/><rect x="${x + 7}" y="${y - 63}" width="96" height="56" fill="${screen}" opacity="0.85"/><rect x="${x + 46}" y="${y}" width="18" height="12" fill="#1e293b"/>`
    }
    out += `<rect x="60" y="${y + 12}" width="${W - 120}" height="14" fill="#a0744f"/>`
    out += audience(random, 1, 6, y + 38, 26, (r) => pupil(r))
  }
  return out
}

function sportsField(random: Random, race: boolean): string {
  let out = sky('day') + sun(W * 0.15, 90, 40) + clouds(random, 3)
  out += ground(H * 0.4, '#5fb54d', '#4a9e3e')
  out += treeLine(random, H * 0.42, 5)
  if (race) {
    // A running track, its lanes marked.
    out += `<path d="M0 ${H * 0.62} Q ${W / 2} ${H * 0.5} ${W} ${H * 0.62} V ${H} H 0 Z" fill="#c2410c" opacity="0.85"/>`
    for (let lane = 1; lane < 4; lane++)
      out += `<path d="M0 ${H * 0.62 + lane * 75} Q ${W / 2} ${H * 0.5 + lane * 75} ${W} ${H * 0.62 + lane * 75}" stroke="#fff" stroke-width="4" fill="none"/>`
    out += bunting(W * 0.3, W * 0.7, 40, BRIGHT)
    for (let i = 0; i < 3; i++)
      out += person(300 + i * 260 + between(random, -40, 40), H * 0.7 + i * 75, 160, {
        ...pupil(random),
        top: pick(random, BRIGHT),
        arms: 'up',
      })
  } else {
    // A swing on the grass.
    out += `<path d="M${W * 0.72} ${H * 0.8} L${W * 0.76} ${H * 0.5} L${W * 0.9} ${H * 0.5} L${W * 0.94} ${H * 0.8}" stroke="#7c2d12" stroke-width="8" fill="none"/><path d="M${W * 0.8} ${H * 0.5} V ${H * 0.7} M${W * 0.86} ${H * 0.5} V ${H * 0.7}" stroke="#475569" stroke-width="3"/><rect x="${W * 0.79}" y="${H * 0.7}" width="${W * 0.08}" height="8" fill="#b45309"/>`
    out += crowd(random, 5, 120, W * 0.66, H * 0.86, 150, (r) => ({
      ...pupil(r),
      arms: pick(r, ['down', 'wave', 'up'] as const),
    }))
    out += `<circle cx="${W * 0.62}" cy="${H * 0.9}" r="18" fill="#f8fafc" stroke="#1e293b" stroke-width="3"/>`
  }
  return out
}

function football(random: Random): string {
  let out = sky(pick(random, ['day', 'dusk'])) + clouds(random, 2) + ground(H * 0.42, '#4caf50')
  out += treeLine(random, H * 0.44, 8)
  out += `<rect x="${W * 0.62}" y="${H * 0.3}" width="8" height="${H * 0.2}" fill="#fff"/><rect x="${W * 0.95}" y="${H * 0.3}" width="8" height="${H * 0.2}" fill="#fff"/><rect x="${W * 0.62}" y="${H * 0.3}" width="${W * 0.33 + 8}" height="8" fill="#fff"/>`
  out += `<path d="M0 ${H * 0.75} H ${W}" stroke="#fff" stroke-width="5" opacity="0.8"/>`
  const kit = pick(random, BRIGHT)
  const other = pick(
    random,
    BRIGHT.filter((c) => c !== kit),
  )
  for (let i = 0; i < 7; i++) {
    const x = 80 + i * 160 + between(random, -30, 30)
    out += person(x, H * (0.62 + (i % 3) * 0.12), 150 + (i % 3) * 20, {
      ...pupil(random, { head: 'short' }),
      top: i % 2 ? kit : other,
      bottom: '#f8fafc',
      long: false,
      arms: pick(random, ['down', 'wave', 'up'] as const),
    })
  }
  out += `<circle cx="${W * 0.5}" cy="${H * 0.9}" r="20" fill="#fff" stroke="#111" stroke-width="3"/><path d="M${W * 0.5 - 8} ${H * 0.9 - 6} l8 -6 l8 6 l-3 9 h-10 Z" fill="#111"/>`
  return out
}

function cricket(random: Random): string {
  let out = sky('day') + clouds(random, 3) + ground(H * 0.4, '#6ab04c')
  out += treeLine(random, H * 0.42, 8)
  out += `<path d="M${W * 0.4} ${H * 0.5} L${W * 0.6} ${H * 0.5} L${W * 0.7} ${H} L${W * 0.3} ${H} Z" fill="#d9c38f"/>`
  for (let s = -1; s <= 1; s++) {
    out += `<rect x="${W * 0.5 + s * 14 - 3}" y="${H * 0.42}" width="6" height="${H * 0.09}" fill="#fef3c7"/>`
    out += `<rect x="${W * 0.5 + s * 22 - 4}" y="${H * 0.76}" width="8" height="${H * 0.16}" fill="#fef3c7"/>`
  }
  const white = { top: '#f8fafc', bottom: '#f8fafc' }
  out += person(W * 0.44, H * 0.92, 230, {
    ...grownUp(random, { head: 'short' }),
    ...white,
    long: false,
  })
  out += `<rect x="${W * 0.44 + 22}" y="${H * 0.62}" width="10" height="90" rx="4" fill="#b45309" transform="rotate(35 ${W * 0.44 + 27} ${H * 0.62})"/>`
  out += person(W * 0.52, H * 0.5, 100, {
    ...pupil(random, { head: 'short' }),
    ...white,
    arms: 'up',
    long: false,
  })
  out += crowd(random, 3, 140, 300, H * 0.62, 110, (r) => ({
    ...pupil(r, { head: 'short' }),
    ...white,
    long: false,
  }))
  out += `<circle cx="${W * 0.5}" cy="${H * 0.7}" r="9" fill="#b91c1c"/>`
  return out
}

/** A stage: curtains, lights and what is on it; an audience in front. */
function stage(random: Random, act: 'dance' | 'debate' | 'prizes' | 'seminar'): string {
  const curtain = pick(random, ['#9f1239', '#7f1d1d', '#1e3a8a', '#14532d'])
  let out = `<rect width="${W}" height="${H}" fill="#1f1b2e"/>`
  out += `<rect x="80" y="40" width="${W - 160}" height="${H * 0.62}" fill="#3b2f4a"/>`
  out += `<path d="M80 40 H ${W - 80} V 110 Q ${W / 2} 150 80 110 Z" fill="${curtain}"/>`
  out += `<path d="M80 40 V ${H * 0.7} Q 150 ${H * 0.5} 200 40 Z" fill="${curtain}"/><path d="M${W - 80} 40 V ${H * 0.7} Q ${W - 150} ${H * 0.5} ${W - 200} 40 Z" fill="${curtain}"/>`
  for (let i = 0; i < 3; i++)
    out += `<path d="M${300 + i * 300} 40 L${200 + i * 300} ${H * 0.66} L${400 + i * 300} ${H * 0.66} Z" fill="#fef9c3" opacity="0.12"/>`
  out += `<rect x="60" y="${H * 0.66}" width="${W - 120}" height="24" fill="#78350f"/>`
  const floor = H * 0.66
  if (act === 'dance') {
    for (let i = 0; i < 4; i++)
      out += person(320 + i * 180, floor, 190, {
        ...grownUp(random, { head: 'long' }),
        top: pick(random, ['#dc2626', '#f59e0b', '#db2777']),
        bottom: '#fde68a',
        long: true,
        arms: i % 2 ? 'up' : 'wave',
      })
  } else if (act === 'debate') {
    for (const x of [330, 870]) {
      out += person(x, floor - 20, 170, grownUp(random))
      out += `<path d="M${x - 60} ${floor} L${x - 48} ${floor - 110} H ${x + 48} L ${x + 60} ${floor} Z" fill="#7c2d12"/><rect x="${x - 56}" y="${floor - 118}" width="112" height="12" fill="#92400e"/>`
    }
    out += `<rect x="520" y="${floor - 150}" width="160" height="110" rx="8" fill="#f8fafc" opacity="0.9"/><circle cx="600" cy="${floor - 95}" r="30" fill="#d9a21b"/>`
  } else if (act === 'prizes') {
    out += table(360, floor - 90, 480, '#7f1d1d')
    for (let i = 0; i < 5; i++) {
      const x = 420 + i * 90
      const h = 40 + (i % 3) * 18
      out += `<path d="M${x - 22} ${floor - 90 - h} h44 q0 30 -16 38 v${h - 46} h12 v8 h-36 v-8 h12 v${-(h - 46)} q-16 -8 -16 -38 Z" fill="#eab308"/>`
    }
    out += person(260, floor, 180, grownUp(random, { head: 'short', top: '#f8fafc' }))
    out += person(940, floor, 170, { ...pupil(random), arms: 'wave' })
  } else {
    out += `<rect x="360" y="90" width="480" height="230" fill="#f8fafc"/>`
    for (let i = 0; i < 5; i++)
      out += `<rect x="${420 + i * 80}" y="${290 - (40 + ((i * 37) % 140))}" width="50" height="${40 + ((i * 37) % 140)}" fill="${BRIGHT[i]}"/>`
    out += person(240, floor, 190, grownUp(random))
  }
  out += audience(random, 2, 9, H * 0.8, 26, (r) => (r() < 0.6 ? pupil(r) : grownUp(r)))
  return out
}

function classroom(random: Random, board: 'lesson' | 'maths' | 'staff'): string {
  let out = interior(pick(random, ['#fef3c7', '#ecfccb', '#e0f2fe']), '#cbb797')
  out += windowFrame(40, 80, 180, 220) + windowFrame(W - 220, 80, 180, 220)
  if (board === 'staff') {
    out += `<rect x="330" y="70" width="540" height="200" fill="#fff"/>`
    for (let i = 0; i < 3; i++) out += books(random, 350 + i * 170, 490 + i * 170, 250, 60)
    out += table(150, H * 0.7, W - 300, '#8b5e34')
    for (let i = 0; i < 4; i++)
      out += `<rect x="${260 + i * 200}" y="${H * 0.7 - 14}" width="34" height="14" rx="3" fill="#f8fafc"/><path d="M${294 + i * 200} ${H * 0.7 - 12} q 10 0 10 6 q 0 6 -10 6" stroke="#f8fafc" stroke-width="3" fill="none"/>`
    out += crowd(random, 4, 240, 960, H * 0.7, 170, (r) => grownUp(r))
    return out
  }
  out += `<rect x="300" y="60" width="600" height="260" rx="6" fill="#8b5e34"/><rect x="312" y="72" width="576" height="236" fill="#245b3c"/>`
  if (board === 'maths') {
    out += `<path d="M380 270 L480 120 L580 270 Z" stroke="#f8fafc" stroke-width="4" fill="none"/><circle cx="700" cy="180" r="70" stroke="#f8fafc" stroke-width="4" fill="none"/><path d="M630 180 H 770 M700 110 V 250" stroke="#fde68a" stroke-width="3"/><path d="M800 260 q 30 -140 60 -150" stroke="#bae6fd" stroke-width="4" fill="none"/>`
  } else {
    for (let l = 0; l < 5; l++)
      out += `<path d="M360 ${110 + l * 40} h ${between(random, 260, 480)}" stroke="#f8fafc" stroke-width="5" stroke-linecap="round" stroke-dasharray="${n(between(random, 20, 60))} 14" opacity="0.85"/>`
  }
  out += person(W * 0.2, H * 0.74, 230, grownUp(random, { arms: 'wave' }))
  out += audience(random, 3, 6, H * 0.66, 30, (r) => pupil(r))
  return out
}

function scienceFair(random: Random): string {
  let out = interior('#e0f2fe', '#cbd5e1', H * 0.6) + bunting(0, W, 30, BRIGHT)
  for (let i = 0; i < 3; i++) {
    const x = 80 + i * 370
    out += table(x, H * 0.6, 300, '#475569')
    if (i === 0)
      out += `<path d="M${x + 60} ${H * 0.6} L${x + 140} ${H * 0.6 - 120} L${x + 220} ${H * 0.6} Z" fill="#92400e"/><path d="M${x + 120} ${H * 0.6 - 90} l20 -30 l20 30 q -20 -10 -40 0" fill="#ef4444"/>`
    else if (i === 1)
      out += `<rect x="${x + 40}" y="${H * 0.6 - 100}" width="220" height="90" fill="#1e3a8a" transform="skewX(-15)"/><path d="M${x + 40} ${H * 0.6 - 55} H ${x + 240} M${x + 110} ${H * 0.6 - 100} V ${H * 0.6 - 10} M${x + 180} ${H * 0.6 - 100} V ${H * 0.6 - 10}" stroke="#93c5fd" stroke-width="3"/>`
    else
      out += `<rect x="${x + 146}" y="${H * 0.6 - 150}" width="8" height="150" fill="#e2e8f0"/>${[0, 120, 240].map((a) => `<path d="M${x + 150} ${H * 0.6 - 150} l-8 -60 q8 -8 16 0 Z" fill="#f8fafc" transform="rotate(${a} ${x + 150} ${H * 0.6 - 150})"/>`).join('')}`
  }
  out += crowd(random, 6, 100, W - 100, H * 0.98, 210, (r) => pupil(r))
  return out
}

function artShow(random: Random): string {
  let out = interior('#f5f5f4', '#a8a29e', H * 0.74)
  for (let i = 0; i < 4; i++) {
    const x = 70 + i * 280
    const y = 90 + (i % 2) * 30
    const frame = `<rect x="${x}" y="${y}" width="220" height="170" fill="#78350f"/><rect x="${x + 12}" y="${y + 12}" width="196" height="146" fill="${pick(random, ['#fef3c7', '#dbeafe', '#dcfce7'])}"/>`
    const art =
      i % 2
        ? `<path d="M${x + 12} ${y + 120} q 50 -40 98 0 t 98 0 V ${y + 158} H ${x + 12} Z" fill="#0ea5e9"/><path d="M${x + 70} ${y + 110} l30 -60 l30 60 Z" fill="#f97316"/><circle cx="${x + 160}" cy="${y + 50}" r="18" fill="#facc15"/>`
        : `<circle cx="${x + 80}" cy="${y + 80}" r="40" fill="${pick(random, BRIGHT)}" opacity="0.8"/><rect x="${x + 110}" y="${y + 50}" width="70" height="70" fill="${pick(random, BRIGHT)}" opacity="0.8"/><path d="M${x + 30} ${y + 140} q 80 -60 160 0" stroke="#1e293b" stroke-width="4" fill="none"/>`
    out += frame + art
  }
  out += crowd(random, 5, 160, W - 160, H * 0.95, 230, (r) =>
    r() < 0.5 ? pupil(r, { back: true }) : grownUp(r, { back: true }),
  )
  return out
}

function planting(random: Random, garden: boolean): string {
  let out =
    sky('day') + sun(W * 0.85, 90, 44) + clouds(random, 2) + ground(H * 0.45, '#7ec850', '#6bb043')
  out += treeLine(random, H * 0.47, 6)
  if (garden) {
    for (let bed = 0; bed < 3; bed++) {
      const y = H * 0.6 + bed * 80
      out += `<rect x="60" y="${y}" width="${W - 120}" height="44" rx="20" fill="#7c4a2a"/>`
      for (let i = 0; i < 14; i++) {
        const x = 100 + i * 72 + between(random, -8, 8)
        out += `<rect x="${x - 2}" y="${y - 24}" width="4" height="26" fill="#15803d"/><circle cx="${x}" cy="${y - 28}" r="${between(random, 8, 13)}" fill="${pick(random, ['#f43f5e', '#facc15', '#fb923c', '#e879f9', '#f8fafc'])}"/>`
      }
    }
    out += person(W * 0.18, H * 0.98, 220, { ...pupil(random), arms: 'wave' })
    return out
  }
  out += `<path d="M0 ${H * 0.78} Q ${W / 2} ${H * 0.72} ${W} ${H * 0.78} V ${H * 0.86} Q ${W / 2} ${H * 0.8} 0 ${H * 0.86} Z" fill="#9c6b3f"/>`
  for (let i = 0; i < 8; i++) {
    const x = 80 + i * 150
    out += `<rect x="${x - 2}" y="${H * 0.72}" width="4" height="40" fill="#166534"/><ellipse cx="${x - 10}" cy="${H * 0.72}" rx="12" ry="6" fill="#22c55e"/><ellipse cx="${x + 10}" cy="${H * 0.71}" rx="12" ry="6" fill="#16a34a"/>`
  }
  out += crowd(random, 5, 150, W - 150, H * 0.98, 220, (r) => ({
    ...(r() < 0.7 ? pupil(r) : grownUp(r)),
    arms: pick(r, ['down', 'wave'] as const),
  }))
  return out
}

function nationalDay(random: Random, minar: boolean): string {
  let out = sky(minar ? 'dawn' : 'day') + clouds(random, 2) + ground(H * 0.62, '#6cbf5a')
  if (minar) {
    // The Shaheed Minar: a red sun behind white columns, flowers at the base.
    out += `<circle cx="${W / 2}" cy="${H * 0.34}" r="120" fill="#dc2626"/>`
    out += `<rect x="${W / 2 - 320}" y="${H * 0.66}" width="640" height="30" fill="#e5e7eb"/>`
    for (const [dx, h] of [
      [-170, 210],
      [-85, 250],
      [85, 250],
      [170, 210],
    ] as const)
      out += `<rect x="${W / 2 + dx - 14}" y="${H * 0.66 - h}" width="28" height="${h}" fill="#f8fafc"/>`
    out += `<path d="M${W / 2 - 50} ${H * 0.66} V ${H * 0.2} L${W / 2 + 50} ${H * 0.12} V ${H * 0.66}" stroke="#f8fafc" stroke-width="28" fill="none"/>`
    for (let i = 0; i < 40; i++)
      out += `<circle cx="${n(W / 2 + between(random, -300, 300))}" cy="${n(H * 0.7 + between(random, 0, 24))}" r="${n(between(random, 6, 11))}" fill="${pick(random, ['#dc2626', '#f97316', '#facc15', '#f8fafc'])}"/>`
    out += crowd(random, 8, 60, W - 60, H * 0.99, 170, (r) => ({
      ...(r() < 0.6 ? pupil(r) : grownUp(r)),
      top: pick(r, ['#f8fafc', '#111827']),
    }))
    return out
  }
  out += flag(W * 0.5, H * 0.78, 420, 22)
  out += treeLine(random, H * 0.64, 6, [W * 0.35, W * 0.7])
  out += crowd(random, 9, 60, W - 60, H * 0.98, 190, (r) => ({
    ...(r() < 0.6 ? pupil(r) : grownUp(r)),
    top: pick(r, ['#006a4e', '#f42a41', '#f8fafc']),
    arms: pick(r, ['down', 'up', 'wave'] as const),
  }))
  return out
}

function festival(random: Random, spring: boolean): string {
  const colours = spring
    ? ['#f97316', '#facc15', '#f43f5e', '#84cc16']
    : ['#dc2626', '#f8fafc', '#f59e0b', '#dc2626']
  let out =
    sky('day') + ground(H * 0.55, spring ? '#a3d977' : '#d6c7a1', spring ? '#8cc463' : '#c9b88d')
  out += treeLine(random, H * 0.57, 6)
  out += bunting(0, W, 30, colours)
  // Alpana: a ring of petals painted on the ground.
  const cx = W / 2
  const cy = H * 0.8
  for (let i = 0; i < 12; i++)
    out += `<ellipse cx="${cx}" cy="${cy - 46}" rx="14" ry="36" fill="#f8fafc" opacity="0.9" transform="rotate(${i * 30} ${cx} ${cy}) scale(1 1)"/>`
  out += `<circle cx="${cx}" cy="${cy}" r="26" fill="${spring ? '#f97316' : '#dc2626'}"/>`
  if (!spring) {
    // Masks of the procession held high: a sun face and an owl.
    out += `<circle cx="${W * 0.22}" cy="${H * 0.38}" r="60" fill="#facc15"/><circle cx="${W * 0.22 - 20}" cy="${H * 0.36}" r="8" fill="#111"/><circle cx="${W * 0.22 + 20}" cy="${H * 0.36}" r="8" fill="#111"/><path d="M${W * 0.22 - 24} ${H * 0.42} q24 20 48 0" stroke="#dc2626" stroke-width="6" fill="none"/>`
    out += `<ellipse cx="${W * 0.78}" cy="${H * 0.38}" rx="56" ry="66" fill="#f8fafc"/><circle cx="${W * 0.78 - 22}" cy="${H * 0.35}" r="18" fill="#dc2626"/><circle cx="${W * 0.78 + 22}" cy="${H * 0.35}" r="18" fill="#dc2626"/><path d="M${W * 0.78 - 8} ${H * 0.42} l8 14 l8 -14 Z" fill="#f59e0b"/>`
  }
  out += crowd(random, 6, 90, W - 90, H * 0.99, 200, (r) => ({
    ...grownUp(r),
    top: pick(r, colours),
    bottom: pick(r, colours),
    arms: pick(r, ['down', 'up', 'wave'] as const),
  }))
  return out
}

function scouts(random: Random): string {
  let out = sky('night') + `<circle cx="${W * 0.8}" cy="90" r="40" fill="#fef9c3"/>`
  for (let i = 0; i < 40; i++)
    out += `<circle cx="${n(between(random, 0, W))}" cy="${n(between(random, 10, H * 0.4))}" r="${n(between(random, 1, 2.4))}" fill="#fff"/>`
  out += ground(H * 0.55, '#2f5d3a', '#274e31')
  for (let i = 0; i < 3; i++) {
    const x = 160 + i * 380
    out += `<path d="M${x} ${H * 0.72} L${x + 120} ${H * 0.45} L${x + 240} ${H * 0.72} Z" fill="${pick(random, ['#ea580c', '#16a34a', '#0284c7'])}"/><path d="M${x + 100} ${H * 0.72} L${x + 120} ${H * 0.55} L${x + 140} ${H * 0.72} Z" fill="#1e293b"/>`
  }
  out += `<path d="M${W / 2 - 50} ${H * 0.9} l100 -20 M${W / 2 - 50} ${H * 0.88} l100 20" stroke="#78350f" stroke-width="10"/><path d="M${W / 2} ${H * 0.9} q -40 -40 0 -110 q 40 70 0 110" fill="#f97316"/><path d="M${W / 2} ${H * 0.9} q -20 -20 0 -60 q 20 40 0 60" fill="#fde047"/>`
  out += crowd(random, 2, 250, 380, H * 0.96, 170, (r) =>
    pupil(r, { top: '#a16207', bottom: '#1e3a8a' }),
  )
  out += crowd(random, 2, 820, 950, H * 0.96, 170, (r) =>
    pupil(r, { top: '#a16207', bottom: '#1e3a8a' }),
  )
  return out
}

function river(random: Random, reunion: boolean): string {
  const time: Sky = reunion ? 'dusk' : pick(random, ['dusk', 'dawn'])
  let out = sky(time, H * 0.55) + sun(W * 0.7, H * 0.42, 50, '#fde68a')
  out += `<rect y="${H * 0.5}" width="${W}" height="${H * 0.5}" fill="#5aa6c8"/>`
  for (let i = 0; i < 8; i++)
    out += `<path d="M${n(between(random, 0, W))} ${n(H * (0.55 + i * 0.05))} h ${n(between(random, 60, 160))}" stroke="#fff" stroke-width="3" opacity="0.5" stroke-linecap="round"/>`
  out += `<path d="M0 ${H * 0.5} Q ${W * 0.3} ${H * 0.46} ${W * 0.55} ${H * 0.5} Z" fill="#d6c59a"/>`
  for (let b = 0; b < 2; b++) {
    const x = 300 + b * 420
    const y = H * (0.64 + b * 0.1)
    out += `<path d="M${x - 90} ${y} Q ${x} ${y + 40} ${x + 90} ${y} Z" fill="#5b3a1e"/><rect x="${x - 3}" y="${y - 130}" width="6" height="130" fill="#5b3a1e"/><path d="M${x + 3} ${y - 126} Q ${x + 80} ${y - 80} ${x + 4} ${y - 12} Z" fill="${pick(random, ['#f8fafc', '#fde68a', '#fca5a5'])}"/>`
  }
  out += `<path d="M0 ${H * 0.78} Q ${W * 0.5} ${H * 0.72} ${W} ${H * 0.8} V ${H} H 0 Z" fill="#6ab04c"/>`
  if (reunion) {
    out += bunting(0, W, H * 0.66, ['#fde047', '#f97316', '#fef9c3'])
    out += crowd(random, 9, 60, W - 60, H * 0.99, 200, (r) => grownUp(r))
  } else {
    out += tree(80, H * 0.82, 200, 'palm') + tree(W - 90, H * 0.84, 230, 'krishnachura')
    out += crowd(random, 3, 420, 760, H * 0.96, 150, (r) => pupil(r))
  }
  return out
}

function healthCamp(random: Random): string {
  let out = sky('day') + clouds(random, 2) + ground(H * 0.5, '#86c36a')
  out += `<path d="M150 ${H * 0.4} L${W / 2} ${H * 0.12} L${W - 150} ${H * 0.4} Z" fill="#f8fafc"/><rect x="180" y="${H * 0.4}" width="${W - 360}" height="${H * 0.34}" fill="#e2e8f0"/><rect x="${W / 2 - 40}" y="${H * 0.18}" width="80" height="80" rx="40" fill="#f8fafc"/><path d="M${W / 2 + 14} ${H * 0.18 + 14} a 26 26 0 1 0 0 52 a 20 20 0 1 1 0 -52 Z" fill="#dc2626"/>`
  out += table(260, H * 0.62, 300, '#94a3b8')
  out += person(400, H * 0.62, 160, grownUp(random, { top: '#f8fafc', long: true }))
  out += crowd(random, 4, 700, 1020, H * 0.74, 170, (r) => (r() < 0.6 ? pupil(r) : grownUp(r)))
  out += crowd(random, 5, 120, W - 120, H * 0.99, 200, (r) => pupil(r, { back: true }))
  return out
}

function graduation(random: Random): string {
  let out = sky('day') + clouds(random, 3) + ground(H * 0.62)
  out += schoolBuilding(160, H * 0.64, 880, 2, pick(random, WALLS), pick(random, TRIMS))
  for (let i = 0; i < 7; i++) {
    const x = between(random, 120, W - 120)
    const y = between(random, 60, 200)
    const a = between(random, -30, 30)
    out += `<g transform="rotate(${n(a)} ${n(x)} ${n(y)})"><path d="M${n(x - 34)} ${n(y)} L${n(x)} ${n(y - 14)} L${n(x + 34)} ${n(y)} L${n(x)} ${n(y + 14)} Z" fill="#111827"/><rect x="${n(x - 16)}" y="${n(y + 4)}" width="32" height="14" fill="#111827"/><path d="M${n(x)} ${n(y)} l18 18" stroke="#eab308" stroke-width="3"/></g>`
  }
  out += crowd(random, 8, 80, W - 80, H * 0.98, 220, (r) => ({
    ...pupil(r),
    top: '#111827',
    bottom: '#111827',
    long: true,
    arms: pick(r, ['up', 'wave'] as const),
  }))
  return out
}

function solarRoof(random: Random): string {
  let out = sky('day') + sun(W * 0.15, 100, 50) + clouds(random, 2)
  out += `<rect y="${H * 0.55}" width="${W}" height="${H * 0.45}" fill="#d6d3d1"/><rect y="${H * 0.55}" width="${W}" height="14" fill="#a8a29e"/>`
  for (let row = 0; row < 2; row++)
    for (let i = 0; i < 5; i++) {
      const x = 90 + i * 210 + row * 40
      const y = H * 0.5 + row * 130
      out += `<g transform="skewX(-20)"><rect x="${x + y * 0.36}" y="${y}" width="180" height="90" fill="#1e3a8a" stroke="#cbd5e1" stroke-width="4"/><path d="M${x + y * 0.36 + 60} ${y} v90 M${x + y * 0.36 + 120} ${y} v90 M${x + y * 0.36} ${y + 45} h180" stroke="#93c5fd" stroke-width="2"/></g><rect x="${x + 60}" y="${y + 90}" width="6" height="30" fill="#64748b"/>`
    }
  out += treeLine(random, H * 0.55, 3, [0, W * 0.9])
  return out
}

function meeting(random: Random): string {
  let out = interior('#ede9fe', '#c4b5a0')
  out += windowFrame(80, 80, 240, 200) + windowFrame(W - 320, 80, 240, 200)
  out += audience(random, 3, 7, H * 0.45, 30, (r) => grownUp(r))
  out += table(200, H * 0.38, 800, '#7f1d1d')
  out += crowd(random, 3, 440, 760, H * 0.38, 130, (r) => grownUp(r))
  return out
}

export type Motif =
  | 'building'
  | 'gate'
  | 'college'
  | 'assembly'
  | 'lab'
  | 'library'
  | 'book-fair'
  | 'computers'
  | 'playground'
  | 'sports-day'
  | 'football'
  | 'cricket'
  | 'dance'
  | 'debate'
  | 'prizes'
  | 'seminar'
  | 'classroom'
  | 'maths'
  | 'staff-room'
  | 'science-fair'
  | 'art'
  | 'planting'
  | 'garden'
  | 'victory'
  | 'shaheed-minar'
  | 'boishakh'
  | 'spring'
  | 'scouts'
  | 'river'
  | 'reunion'
  | 'health'
  | 'graduation'
  | 'solar'
  | 'meeting'

const DRAW: Record<Motif, (random: Random) => string> = {
  building: (r) => campus(r, 'building'),
  gate: (r) => campus(r, 'gate'),
  college: (r) => campus(r, 'college'),
  assembly,
  lab,
  library: (r) => library(r, false),
  'book-fair': (r) => library(r, true),
  computers: computerLab,
  playground: (r) => sportsField(r, false),
  'sports-day': (r) => sportsField(r, true),
  football,
  cricket,
  dance: (r) => stage(r, 'dance'),
  debate: (r) => stage(r, 'debate'),
  prizes: (r) => stage(r, 'prizes'),
  seminar: (r) => stage(r, 'seminar'),
  classroom: (r) => classroom(r, 'lesson'),
  maths: (r) => classroom(r, 'maths'),
  'staff-room': (r) => classroom(r, 'staff'),
  'science-fair': scienceFair,
  art: artShow,
  planting: (r) => planting(r, false),
  garden: (r) => planting(r, true),
  victory: (r) => nationalDay(r, false),
  'shaheed-minar': (r) => nationalDay(r, true),
  boishakh: (r) => festival(r, false),
  spring: (r) => festival(r, true),
  scouts,
  river: (r) => river(r, false),
  reunion: (r) => river(r, true),
  health: healthCamp,
  graduation,
  solar: solarRoof,
  meeting,
}

/** The picture of `motif` as an SVG document, `seed` choosing its colours and people. */
export function sceneSvg(motif: Motif, seed: number): string {
  const body = DRAW[motif](randomFrom(seed))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`
}

export const MOTIFS = Object.keys(DRAW) as Motif[]
