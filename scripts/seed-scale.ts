/**
 * Fills the configured database with 100,000 news, 100,000 events and
 * 50,000 members (SCALE_NEWS, SCALE_EVENTS, SCALE_USERS change the counts) to check that lists,
 * details, search and the API stay fast at a large school's size. The rows come from the typed
 * factories and go in with bulk inserts, bypassing hooks; the members share one password hash
 * made by Payload. Meant for a throwaway database: `npm run bench -- --scale` runs it on one of its
 * own (data/scale), and it refuses to run without SCALE_SEED=yes.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { buildEvent, buildNews, buildStudent, buildTeacher } from '@seed/factories'
import { seedDemoContent } from '@seed/index'
import { EVENT_TYPES } from '@/lib/constants'
import { migrateDatabase } from '@/lib/payload/migrate'

const COUNTS = {
  news: Number(process.env.SCALE_NEWS ?? 100_000),
  events: Number(process.env.SCALE_EVENTS ?? 100_000),
  users: Number(process.env.SCALE_USERS ?? 50_000),
}
const BATCH = 500
const DAY = 86_400_000
const CATEGORIES = ['Campus', 'Academics', 'Sports', 'Culture', 'Admissions']
const PLACES = ['School auditorium', 'Main field', 'Science building', 'Library hall']

type Table = { id: unknown }
type Adapter = {
  drizzle: {
    insert: (table: Table) => {
      values: (rows: unknown[]) => Promise<unknown> & {
        returning: (fields: object) => Promise<{ id: number }[]>
      }
    }
  }
  tables: Record<string, Table>
}

type Row = Record<string, unknown>

/**
 * Inserts `count` rows made by `row(i)` in batches, printing progress. A row's `localised` fields
 * (those staff can write in Bangla too) go to the table's `_locales` twin as its English version.
 */
async function bulk(
  payload: Payload,
  table: string,
  count: number,
  row: (i: number) => Row & { localised?: Row },
) {
  const db = payload.db as unknown as Adapter
  const started = Date.now()
  for (let from = 0; from < count; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => row(from + k))
    const main = db.tables[table] as Table
    const ids = await db.drizzle
      .insert(main)
      .values(rows.map(({ localised: _, ...fields }) => fields))
      .returning({ id: main.id })
    const locales = rows.flatMap(({ localised }, k) =>
      localised ? [{ ...localised, _locale: 'en', _parentID: ids[k]?.id }] : [],
    )
    if (locales.length > 0)
      await db.drizzle.insert(db.tables[`${table}_locales`] as Table).values(locales)
    if ((from / BATCH) % 40 === 0)
      process.stdout.write(`\r${table}: ${from + rows.length}/${count}`)
  }
  console.log(`\r${table}: ${count} rows in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

/** Every item is published and spread over the last (or, for events, the next) few years. */
const stamp = (i: number, sign: 1 | -1) =>
  new Date(Date.now() + sign * (i % 2000) * DAY).toISOString()

async function main() {
  if (process.env.SCALE_SEED !== 'yes')
    throw new Error('This fills the database with 250,000 rows; set SCALE_SEED=yes to go on.')
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  await seedDemoContent(payload, { log: () => undefined })
  const now = new Date().toISOString()
  const times = { createdAt: now, updatedAt: now }

  await bulk(payload, 'news', COUNTS.news, (i) => {
    const { title, short_description, description } = buildNews()
    return {
      localised: { title: `${title} (scale)`, short_description, description },
      category: CATEGORIES[i % CATEGORIES.length],
      publish_date: stamp(i, -1),
      is_featured: false,
      _status: 'published',
      ...times,
    }
  })

  await bulk(payload, 'events', COUNTS.events, (i) => {
    const { name, details } = buildEvent()
    return {
      localised: { name: `${name} (scale)`, details },
      type: EVENT_TYPES[i % EVENT_TYPES.length],
      company: PLACES[i % PLACES.length],
      start_date: stamp(i, i % 2 ? 1 : -1),
      is_featured: false,
      _status: 'published',
      ...times,
    }
  })

  // One member made by Payload lends its password hash to the rest, so seeding does not spend
  // minutes hashing 50,000 copies of the same demo password.
  const model = await payload.create({ collection: 'users', data: buildStudent() })
  const stored = await payload.db.findOne<{ id: number; salt?: string; hash?: string }>({
    collection: 'users',
    where: { id: { equals: model.id } },
  })
  if (!stored?.salt || !stored.hash) throw new Error('The model member has no password hash.')
  const secret = { salt: stored.salt, hash: stored.hash }
  await bulk(payload, 'users', COUNTS.users, (i) => {
    const { password: _, ...member } = i % 10 === 0 ? buildTeacher() : buildStudent()
    return { ...member, email: `scale.member.${i}@example.com`, ...secret, ...times }
  })
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
