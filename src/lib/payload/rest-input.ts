import type {
  CollectionSlug,
  FlattenedField,
  Payload,
  SanitizedCollectionConfig,
  SanitizedGlobalConfig,
} from 'payload'

import { MAX_ID } from '@/lib/ids'

/**
 * The shape of a request to Payload's REST routes, checked before Payload reads it: Payload's own
 * validation runs after the collections' hooks, which may trip over a value of the wrong kind
 * (a list where a word belongs), and some odd queries reach the database as they are. A request
 * that would fail that way is answered here with a 4xx that says what to fix, in the panel's
 * languages; everything else passes on unchanged.
 */
export type InputProblem = { status: 400 | 404; en: string; bn: string }

/** Query parameters Payload reads as one value each. */
const SINGLE_PARAMS = [
  'limit',
  'page',
  'depth',
  'sort',
  'locale',
  'fallback-locale',
  'draft',
  'pagination',
  'trash',
]
/** Whole numbers up to these; a limit outside 1–100 is set to 100 by the door instead. */
const WHOLE_NUMBER_PARAMS = { page: 1_000_000, depth: 10 } as const
const MAX_FILTER_NESTING = 5
const MAX_FILTERS = 100

const NUMERIC_OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])

const bnDigits = (value: number | string) =>
  String(value).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)))

const problem = (en: string, bn: string, status: 400 | 404 = 400): InputProblem => ({
  status,
  en,
  bn,
})

type Target =
  | { kind: 'collection'; config: SanitizedCollectionConfig; rest: string[] }
  | { kind: 'global'; config: SanitizedGlobalConfig; rest: string[] }

function targetOf(payload: Payload, slug: string[]): Target | null {
  const [first, second, ...rest] = slug
  if (first === 'globals' && second) {
    const globals = payload.globals.config
    const config = globals.find((global) => global.slug === second)
    return config ? { kind: 'global', config, rest } : null
  }
  const collection = first ? payload.collections[first as keyof typeof payload.collections] : null
  return collection ? { kind: 'collection', config: collection.config, rest: slug.slice(1) } : null
}

/** The endpoint of a collection a path names, and its `:id` when it has one. */
function endpointId(config: SanitizedCollectionConfig, method: string, rest: string[]) {
  for (const endpoint of config.endpoints || []) {
    if (endpoint.method.toUpperCase() !== method) continue
    const parts = endpoint.path.split('/').filter(Boolean)
    const required = parts.filter((part) => !part.endsWith('?')).length
    if (rest.length < required || rest.length > parts.length) continue
    let id: string | undefined
    const fits = parts.every((part, i) => {
      const given = rest[i]
      if (part.startsWith(':')) {
        if (part.startsWith(':id')) id = given
        return given !== undefined || part.endsWith('?')
      }
      return given === part
    })
    if (fits) return { matched: true, id }
  }
  return { matched: false, id: undefined }
}

const isDocumentId = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID) ||
  (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID)

function checkPath(target: Target, method: string): InputProblem | null {
  if (target.kind !== 'collection' || target.rest.length === 0) return null
  const { matched, id } = endpointId(target.config, method, target.rest)
  if (matched && id !== undefined && !isDocumentId(id))
    return problem('Not found', 'খুঁজে পাওয়া যায়নি', 404)
  return null
}

// ---------------------------------------------------------------------------------------------
// The query

function checkSingleParams(params: URLSearchParams): InputProblem | null {
  const keys = [...params.keys()]
  for (const name of SINGLE_PARAMS) {
    const given = keys.filter((key) => key === name || key.startsWith(`${name}[`))
    if (given.length > 1 || given.some((key) => key !== name))
      return problem(
        `The query parameter “${name}” may be given only once, as plain text.`,
        `কোয়েরি প্যারামিটার “${name}” কেবল একবার, সাধারণ লেখা হিসেবে দেওয়া যায়।`,
      )
  }
  const limit = params.get('limit')
  if (limit !== null && !/^-?\d{1,9}$/.test(limit))
    return problem(
      'The query parameter “limit” must be a whole number.',
      'কোয়েরি প্যারামিটার “limit” একটি পূর্ণ সংখ্যা হতে হবে।',
    )
  for (const [name, max] of Object.entries(WHOLE_NUMBER_PARAMS)) {
    const value = params.get(name)
    if (value === null) continue
    if (!/^\d{1,7}$/.test(value) || Number(value) > max || (name === 'page' && value === '0'))
      return problem(
        `The query parameter “${name}” must be a whole number up to ${max}.`,
        `কোয়েরি প্যারামিটার “${name}” ${bnDigits(max)} পর্যন্ত একটি পূর্ণ সংখ্যা হতে হবে।`,
      )
  }
  return null
}

/** A field of the target by a dotted path (`reunion.takes_registrations`), through groups. */
function fieldAt(fields: FlattenedField[], path: string[]): FlattenedField | null {
  const [name, ...rest] = path
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name)
  if (!field || rest.length === 0) return field ?? null
  return 'flattenedFields' in field ? fieldAt(field.flattenedFields, rest) : null
}

// Checked as a reference: a whole number within the database's id column.
const ID_FIELD = { name: 'id', type: 'relationship' } as FlattenedField

function filterValueFits(field: FlattenedField, operator: string, value: string): boolean {
  if (operator === 'exists') return value === 'true' || value === 'false'
  if (!NUMERIC_OPERATORS.has(operator)) return true
  const values = LIST_OPERATORS.has(operator) ? value.split(',') : [value]
  switch (field.type) {
    case 'number':
      return values.every((v) => v === '' || Number.isFinite(Number(v)))
    case 'relationship':
    case 'upload':
      return values.every((v) => v === '' || v === 'null' || isDocumentId(v))
    case 'date':
      return values.every((v) => v === '' || !Number.isNaN(Date.parse(v)))
    default:
      return true
  }
}

function checkWhere(params: URLSearchParams, fields: FlattenedField[]): InputProblem | null {
  const filters = [...params.entries()].filter(
    ([key]) => key === 'where' || key.startsWith('where['),
  )
  if (filters.length > MAX_FILTERS)
    return problem(
      `A list may be filtered by at most ${MAX_FILTERS} conditions.`,
      `একটি তালিকায় সর্বোচ্চ ${bnDigits(MAX_FILTERS)}টি শর্ত দিয়ে ছাঁকা যায়।`,
    )
  const wrong = (en: string, bn: string) => problem(en, bn)
  for (const [key, value] of filters) {
    const parts = key === 'where' ? [] : key.slice('where['.length, -1).split('][')
    if (parts.length === 0 || !key.endsWith(']'))
      return wrong(
        'Filters are written as where[field][operator]=value.',
        'ছাঁকনি where[field][operator]=value আকারে লিখতে হয়।',
      )
    let nesting = 0
    while ((parts[0] === 'and' || parts[0] === 'or') && /^\d+$/.test(parts[1] ?? '')) {
      parts.splice(0, 2)
      nesting += 1
    }
    if (nesting > MAX_FILTER_NESTING)
      return wrong(
        `Filters may be nested at most ${MAX_FILTER_NESTING} levels deep.`,
        `ছাঁকনি সর্বোচ্চ ${bnDigits(MAX_FILTER_NESTING)} স্তর পর্যন্ত একটির ভেতরে আরেকটি রাখা যায়।`,
      )
    const [path, operator, ...extra] = parts
    if (!path || !operator) continue // Payload names the unknown path or operator itself
    // `in` may list its values one by one (where[id][in][0]=1); nothing else goes deeper.
    if (extra.length > 1 || (extra.length === 1 && !LIST_OPERATORS.has(operator)))
      return wrong(
        `The filter on “${path}” takes one value.`,
        `“${path}”-এর ছাঁকনিতে একটিই মান দেওয়া যায়।`,
      )
    const field = path === 'id' ? ID_FIELD : fieldAt(fields, path.split('.'))
    if (field && !filterValueFits(field, operator, value))
      return wrong(
        `The filter on “${path}” has a value of the wrong kind.`,
        `“${path}”-এর ছাঁকনির মানটি সঠিক ধরনের নয়।`,
      )
  }
  return null
}

/** Problems with a REST request's address and query, before Payload reads them. */
export function checkRestQuery(
  payload: Payload,
  slug: string[],
  method: string,
  url: URL,
): InputProblem | null {
  const target = targetOf(payload, slug)
  const params = url.searchParams
  return (
    (target ? checkPath(target, method) : null) ??
    checkSingleParams(params) ??
    checkWhere(params, target?.config.flattenedFields ?? [])
  )
}

// ---------------------------------------------------------------------------------------------
// The body

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A field's label in each language, as the panel shows it (its name when it has none). */
function labelsOf(field: FlattenedField, path: string): { en: string; bn: string } {
  const label: unknown = (field as { label?: unknown }).label
  if (typeof label === 'string') return { en: label, bn: label }
  if (isPlainObject(label)) {
    const en = typeof label.en === 'string' ? label.en : path
    return { en, bn: typeof label.bn === 'string' ? label.bn : en }
  }
  return { en: path, bn: path }
}

type Reference = { collection: CollectionSlug; id: number; field: FlattenedField; path: string }

type BodyCheck = {
  problem: (field: FlattenedField, path: string, kind: 'kind' | 'option') => InputProblem
  references: Reference[]
  localised: boolean
}

function optionValues(field: FlattenedField): string[] {
  const options = 'options' in field ? field.options : []
  return options.map((option) => (typeof option === 'string' ? option : option.value))
}

/** Whether one value (not a list of them) fits the field; references are noted for later. */
function valueFits(
  field: FlattenedField,
  value: unknown,
  path: string,
  check: BodyCheck,
): InputProblem | null {
  const kind = () => check.problem(field, path, 'kind')
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return typeof value === 'string' ? null : kind()
    case 'number':
      // Payload reads a number typed as text ('5') as the number.
      return (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
        ? null
        : kind()
    case 'checkbox':
      return typeof value === 'boolean' || value === 'true' || value === 'false' ? null : kind()
    case 'date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? null : kind()
    case 'select':
    case 'radio':
      if (typeof value !== 'string') return kind()
      return optionValues(field).includes(value) ? null : check.problem(field, path, 'option')
    case 'point':
      return Array.isArray(value) &&
        value.length === 2 &&
        value.every((n) => typeof n === 'number' && Number.isFinite(n))
        ? null
        : kind()
    case 'relationship':
    case 'upload': {
      const targets = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
      let collection: CollectionSlug | undefined = targets[0]
      let id: unknown = value
      if (Array.isArray(field.relationTo)) {
        const named = targets.find((slug) => isPlainObject(value) && value.relationTo === slug)
        if (!isPlainObject(value) || !named) return kind()
        collection = named
        id = value.value
      }
      if (isPlainObject(id)) id = id.id // a document as the panel sometimes sends it
      if (!collection || !isDocumentId(id)) return kind()
      check.references.push({ collection, id: Number(id), field, path })
      return null
    }
    case 'group':
    case 'tab':
      return isPlainObject(value)
        ? fieldsFit(field.flattenedFields, value, `${path}.`, check)
        : kind()
    case 'array': {
      // The panel sends a list without rows as its count of rows: 0.
      if (value === 0) return null
      if (!Array.isArray(value)) return kind()
      for (const [i, row] of value.entries()) {
        if (!isPlainObject(row)) return kind()
        const found = fieldsFit(field.flattenedFields, row, `${path}.${i}.`, check)
        if (found) return found
      }
      return null
    }
    case 'blocks': {
      if (value === 0) return null
      if (!Array.isArray(value)) return kind()
      for (const [i, row] of value.entries()) {
        if (!isPlainObject(row)) return kind()
        const block = field.blocks.find((candidate) => candidate.slug === row.blockType)
        if (!block) return kind()
        const found = fieldsFit(block.flattenedFields, row, `${path}.${i}.`, check)
        if (found) return found
      }
      return null
    }
    case 'richText':
      return isPlainObject(value) && isPlainObject(value.root) ? null : kind()
    default:
      // json, join: any value Payload can store, or none it reads from a request
      return null
  }
}

function fieldFits(
  field: FlattenedField,
  value: unknown,
  path: string,
  check: BodyCheck,
): InputProblem | null {
  if (value === null || value === undefined) return null
  if (field.type === 'json' || field.type === 'join') return null
  // One value per language, when the panel saves all languages at once.
  if (check.localised && 'localized' in field && field.localized && isPlainObject(value)) {
    for (const each of Object.values(value)) {
      const found = fieldFits(field, each, path, { ...check, localised: false })
      if (found) return found
    }
    return null
  }
  const many = 'hasMany' in field && field.hasMany === true
  if (!many) return valueFits(field, value, path, check)
  if (!Array.isArray(value)) return check.problem(field, path, 'kind')
  for (const each of value) {
    const found = valueFits(field, each, path, check)
    if (found) return found
  }
  return null
}

function fieldsFit(
  fields: FlattenedField[],
  data: Record<string, unknown>,
  prefix: string,
  check: BodyCheck,
): InputProblem | null {
  for (const field of fields) {
    if (!('name' in field) || !Object.hasOwn(data, field.name)) continue
    const found = fieldFits(field, data[field.name], `${prefix}${field.name}`, check)
    if (found) return found
  }
  return null
}

/** References to documents that are not there: the database would refuse them with an error. */
async function missingReference(payload: Payload, references: Reference[]) {
  const byCollection = new Map<CollectionSlug, Reference[]>()
  for (const reference of references)
    byCollection.set(reference.collection, [
      ...(byCollection.get(reference.collection) ?? []),
      reference,
    ])
  for (const [collection, wanted] of byCollection) {
    const ids = [...new Set(wanted.map((reference) => reference.id))]
    // Whether the rows exist, whoever may read them: the database refuses a missing one.
    const { docs } = await payload.find({
      collection,
      where: { id: { in: ids } },
      limit: ids.length,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      // Drafts and trashed documents may be named too; only a missing row is a problem.
      draft: true,
      trash: true,
    })
    const found = new Set(docs.map((doc: { id: number | string }) => Number(doc.id)))
    const missing = wanted.find((reference) => !found.has(reference.id))
    if (missing) return missing
  }
  return null
}

/** Problems with a REST write's body (already read as JSON), before Payload reads it. */
export async function checkRestBody(
  payload: Payload,
  slug: string[],
  url: URL,
  body: unknown,
): Promise<InputProblem | null> {
  const target = targetOf(payload, slug)
  if (!target) return null
  if (!isPlainObject(body))
    return problem(
      'The request body must be an object of field values.',
      'অনুরোধের বডিতে ফিল্ডের মানগুলো একটি অবজেক্ট হিসেবে থাকতে হবে।',
    )
  const check: BodyCheck = {
    references: [],
    localised: ['all', '*'].includes(url.searchParams.get('locale') ?? ''),
    problem: (field, path, kind) => {
      const label = labelsOf(field, path)
      return kind === 'option'
        ? problem(
            `“${label.en}” must be one of its options.`,
            `“${label.bn}”-এর মান তালিকার একটি বিকল্প হতে হবে।`,
          )
        : problem(
            `“${label.en}” has a value of the wrong kind.`,
            `“${label.bn}”-এর মানটি সঠিক ধরনের নয়।`,
          )
    },
  }
  const found = fieldsFit(target.config.flattenedFields, body, '', check)
  if (found) return found
  const missing = await missingReference(payload, check.references)
  if (!missing) return null
  const label = labelsOf(missing.field, missing.path)
  return problem(
    `“${label.en}” names an item that does not exist (id ${missing.id}).`,
    `“${label.bn}”-এ এমন একটি আইটেম দেওয়া হয়েছে যা নেই (আইডি ${bnDigits(missing.id)})।`,
  )
}
