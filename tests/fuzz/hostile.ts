/**
 * Hostile input for property-based tests (fast-check): what an attacker, a broken client or a
 * copy-paste from a word processor sends to a form or an `/api/v1` call.
 */
import fc from 'fast-check'

export const SQL_FRAGMENTS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "admin'--",
  '1 UNION SELECT password FROM users',
  "%' AND 1=0 UNION SELECT email FROM users --",
  '\\x27; --',
  "Robert'); DROP TABLE students;--",
] as const

export const HTML_FRAGMENTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'><iframe src=javascript:alert(1)>",
  '</textarea><script>alert(document.cookie)</script>',
  '<a href="javascript:alert(1)">click</a>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '<!--',
  ']]>',
  '&lt;b&gt;&amp;',
] as const

export const URL_FRAGMENTS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example/path',
  'http://localhost:3000/admin',
  'file:///etc/passwd',
  'https://linkedin.com/in/x?<script>',
] as const

export const UNICODE_SAMPLES = [
  'مرحبا بالعالم',
  'שלום עולם',
  '\u202Eevil.exe\u202C',
  '\u200F\u200E',
  '👨‍👩‍👧‍👦🏫📚',
  '🇧🇩',
  'e\u0301\u0301\u0301\u0301',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '০১৭১১২৩৪৫৬৭',
  '২০১৫',
  'শিক্ষার্থী নুসরাত',
  '\uFEFFbom',
  'zero\u200Bwidth',
  'ﬃ İ ß ǅ',
  '\u00A0\u3000\u2003',
  'Ｆｕｌｌｗｉｄｔｈ＠ｅｘａｍｐｌｅ．ｃｏｍ',
] as const

export const CONTROL_SAMPLES = [
  '\u0000',
  '\u0000abc',
  'abc\u0000',
  'a\u0000b',
  '\u0007\u0008',
  '\u001b[31mred',
  '\r\n\r\n',
  '\t\t',
  '\u007f',
  '\u0085',
  '\u2028\u2029',
  '\uFFFF\uFFFE',
] as const

export const LONE_SURROGATES = ['\uD800', 'a\uDC00b', '\uDBFF', 'x\uD83D'] as const

/** Keys that pollute prototypes or shadow built-ins when an object is built carelessly. */
export const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
] as const

/** Fields a client must never be able to set: status, ownership, roles, ids. */
export const PRIVILEGED_KEYS = [
  'id',
  'status',
  'role',
  'user',
  'user_id',
  'is_admin',
  'verified_by',
  'createdAt',
  'seat',
  'amount',
  'visibility',
  'guardian_consent',
] as const

const fragment = fc.constantFrom<string>(
  ...SQL_FRAGMENTS,
  ...HTML_FRAGMENTS,
  ...URL_FRAGMENTS,
  ...UNICODE_SAMPLES,
  ...CONTROL_SAMPLES,
  ...LONE_SURROGATES,
)

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))

/** `piece` repeated to exactly `length` characters. */
function repeatTo(piece: string, length: number): string {
  const unit = piece === '' ? 'x' : piece
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length)
}

/** Strings well past any field's limit (100k+ characters), in a few sizes. */
export const hugeString = fc
  .tuple(
    fc.constantFrom('A', 'ব', '😀', '<script>', "' OR 1=1 --", '\u0000', ' ', 'e\u0301'),
    fc.constantFrom(100_000, 150_000, 250_000),
  )
  .map(([piece, length]) => repeatTo(piece, length))

/** Strings around typical field limits (20 to 5000 characters). */
const longString = fc
  .tuple(fragment, fc.integer({ min: 20, max: 5_000 }))
  .map(([piece, length]) => repeatTo(piece, length))

/** A hostile text: fragments, odd unicode, control characters, padding, huge lengths. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fragment, weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: codeUnit, maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  {
    arbitrary: fc
      .array(fc.oneof(fragment, fc.string({ maxLength: 8 })), { minLength: 2, maxLength: 6 })
      .map((parts) => parts.join('')),
    weight: 3,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(' ', '\t', '\n', '\u00A0', '\u3000'), fragment)
      .map(([pad, text]) => `${pad}${text}${pad}`),
    weight: 1,
  },
  { arbitrary: fc.constantFrom('', ' ', '   ', '\n\t'), weight: 2 },
  { arbitrary: longString, weight: 1 },
  { arbitrary: hugeString, weight: 1 },
)

/** Numbers a careless parser mishandles. */
const oddNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 8, 9, 10, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, 0.5, 2015.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** An object literal whose keys are data: `__proto__` stays an own key, as JSON.parse makes it. */
export function ownObject(
  entries: readonly (readonly [string, unknown])[],
): Record<string, unknown> {
  return Object.fromEntries(entries)
}

const pollutingObject = fc.oneof(
  fc.constant(ownObject([['__proto__', { polluted: 'yes', isAdmin: true }]])),
  fc.constant(ownObject([['constructor', { prototype: { polluted: 'yes' } }]])),
  fc.constant(ownObject([['toString', 1]])),
  fc.constant(
    ownObject([
      ['toString', null],
      ['valueOf', null],
    ]),
  ),
  fc.constant(ownObject([['prototype', { polluted: 'yes' }]])),
  fc
    .array(fc.tuple(fc.constantFrom<string>(...PROTO_KEYS, 'a', 'b'), fragment), { maxLength: 4 })
    .map(ownObject),
)

/** Something deeply nested, the way a recursive merge or a JSON writer gets tripped up. */
const deepValue = fc.integer({ min: 20, max: 200 }).map((depth) => {
  let value: unknown = 'bottom'
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
})

/**
 * Any value where a string (or a number or a tick) is expected: hostile strings, null, numbers,
 * booleans, arrays, objects with prototype-polluting keys. `json: true` keeps to values that
 * survive JSON (no undefined, NaN or Infinity).
 */
export function hostileValue({ json = false }: { json?: boolean } = {}): fc.Arbitrary<unknown> {
  const notJson = json
    ? []
    : [
        {
          arbitrary: fc.constantFrom<unknown>(undefined, NaN, Infinity, -Infinity, 10n),
          weight: 1,
        },
      ]
  return fc.oneof(
    { arbitrary: hostileString, weight: 10 },
    { arbitrary: fc.constant(null), weight: 2 },
    { arbitrary: oddNumber, weight: 2 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 2 },
    { arbitrary: fc.array(oddNumber, { maxLength: 3 }), weight: 1 },
    { arbitrary: pollutingObject, weight: 2 },
    { arbitrary: deepValue, weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
    ...notJson,
  )
}

export type Body = Record<string, unknown>

/** A field change: a new value, or the field left out. */
type Change = { key: string; remove: true } | { key: string; remove?: false; value: unknown }

export type HostileBodyOptions = {
  /** Values that survive JSON only (for JSON request bodies). */
  json?: boolean
  /** At most this many fields are changed (default 3), so most of the body stays valid. */
  maxChanges?: number
  /** Only strings as values (what a browser form can send). */
  stringsOnly?: boolean
}

/**
 * A valid body with some fields changed to hostile values or left out, plus a few extra keys
 * (prototype-polluting, privileged, unknown). Takes the valid shape or an arbitrary of it (for
 * bodies that must differ run to run, such as a fresh e-mail address).
 */
export function hostileBody(
  valid: Body | fc.Arbitrary<Body>,
  { json = false, maxChanges = 3, stringsOnly = false }: HostileBodyOptions = {},
): fc.Arbitrary<Body> {
  const validArb = valid instanceof fc.Arbitrary ? valid : fc.constant(valid)
  const value = stringsOnly ? hostileString : hostileValue({ json })
  return validArb.chain((body) => {
    const keys = Object.keys(body)
    const change: fc.Arbitrary<Change> = fc.oneof(
      { arbitrary: fc.record({ key: fc.constantFrom(...keys), value }), weight: 8 },
      {
        arbitrary: fc.record({ key: fc.constantFrom(...keys), remove: fc.constant(true as const) }),
        weight: 1,
      },
    )
    const extra = fc.tuple(
      fc.constantFrom<string>(...PROTO_KEYS, ...PRIVILEGED_KEYS, 'unexpected_field'),
      value,
    )
    const changed = fc.tuple(
      fc.array(change, { minLength: 1, maxLength: Math.min(maxChanges, keys.length) }),
      fc.array(extra, { maxLength: 2 }),
    )
    // Now and then the fields stay valid and only extra keys come along (mass assignment).
    const extrasOnly = fc.tuple(
      fc.constant([] as Change[]),
      fc.array(extra, { minLength: 1, maxLength: 3 }),
    )
    return fc
      .oneof({ arbitrary: changed, weight: 6 }, { arbitrary: extrasOnly, weight: 1 })
      .map(([changes, extras]) => {
        const fields = new Map(Object.entries(body))
        for (const c of changes) {
          if (c.remove) fields.delete(c.key)
          else fields.set(c.key, c.value)
        }
        for (const [key, v] of extras) if (!Object.hasOwn(body, key)) fields.set(key, v)
        return ownObject([...fields])
      })
  })
}

/** Request bodies that are not a JSON object: other JSON values, broken JSON, odd bytes. */
export const nonObjectJson: fc.Arbitrary<string> = fc.oneof(
  fc
    .jsonValue({ maxDepth: 2 })
    .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))
    .map((v) => JSON.stringify(v)),
  fc.constantFrom('[]', '[{}]', 'null', 'true', '0', '"text"', '[{"email":"a@b.cd"}]'),
)

export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"name": ',
    "{'name': 'single quotes'}",
    '{"a":1,}',
    '{"a": undefined}',
    '{"a": NaN}',
    '<xml/>',
    '\u0000',
    '{"a":"\\ud800"',
    'name=a&email=b',
    '\uFEFF{"a":1}x',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }).filter((text) => {
    try {
      JSON.parse(text)
      return false
    } catch {
      return text.trim() !== ''
    }
  }),
)

/** Content types a client might wrongly (or maliciously) declare. */
export const oddContentType = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  '',
)

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether a text can be stored as typed: no NUL bytes and no lone surrogates (both get mangled). */
export function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value)
}

/** Every string inside `value`, however deeply nested. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}

/** Counts how often a property ran, for the summary the lead quotes. */
export type RunCount = { property: string; runs: number; accepted: number; refused: number }

export const runCounts: RunCount[] = []

export function countRuns(property: string): RunCount {
  const count = { property, runs: 0, accepted: 0, refused: 0 }
  runCounts.push(count)
  return count
}

/** Prints one line per property and the total, e.g. after all tests of a file. */
export function printRunCounts(title: string): void {
  const total = runCounts.reduce((sum, c) => sum + c.runs, 0)
  const lines = runCounts.map(
    (c) => `  ${c.property}: ${c.runs} runs (${c.accepted} accepted, ${c.refused} refused)`,
  )
  console.log(`[fuzz] ${title}\n${lines.join('\n')}\n  total: ${total} runs`)
}
