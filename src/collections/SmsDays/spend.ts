import { getCurrentDate, type Payload, type PayloadRequest } from 'payload'

import { dhakaDay } from '@/lib/dhaka-days'
import { env } from '@/lib/env'
import { runStatement } from '@/lib/payload/sql-statement'

/** The site's SMS price and daily limit, as staff keep them in the site settings. */
async function smsMoney(payload: Payload, req?: PayloadRequest) {
  // The price and limit apply to every sender, whoever asked.
  const site = await payload.findGlobal({ slug: 'site', depth: 0, overrideAccess: true, req })
  return { rate: site.sms_rate_per_part ?? 0, cap: site.sms_daily_cap ?? 0 }
}

/** Today's row, made by whichever sender comes first (the day is unique). */
async function ensureDay(payload: Payload, day: string): Promise<void> {
  const rows = await runStatement<{ id: number }>(
    payload,
    (value) => `SELECT "id" FROM "sms_days" WHERE "day" = ${value(day)}`,
  )
  if (rows.length) return
  const now = new Date().toISOString()
  await runStatement(
    payload,
    (value) =>
      `INSERT INTO "sms_days" ("day", "parts", "updated_at", "created_at") VALUES (${value(day)}, 0, ${value(now)}, ${value(now)}) ON CONFLICT ("day") DO NOTHING`,
  )
}

/**
 * Counts `parts` SMS parts against today's spending before they are sent, and says whether they
 * may go: not when they would take the day past the limit in the site settings (no limit when it
 * is 0 or the price is unknown). One statement counts and checks, so senders on several
 * instances never pass the limit together. The first refusal of the day e-mails every
 * Administrator.
 */
export async function reserveSmsParts(
  payload: Payload,
  parts: number,
  req?: PayloadRequest,
): Promise<boolean> {
  const day = dhakaDay(getCurrentDate()) as string
  const { rate, cap } = await smsMoney(payload, req)
  await ensureDay(payload, day)
  const limit = cap > 0 && rate > 0 ? Math.floor(cap / rate + 1e-9) : null
  const counted = await runStatement(payload, (value) => {
    const within = limit === null ? '' : ` AND "parts" + ${value(parts)} <= ${value(limit)}`
    return `UPDATE "sms_days" SET "parts" = "parts" + ${value(parts)} WHERE "day" = ${value(day)}${within} RETURNING "id"`
  })
  if (counted.length) return true
  await tellAdministratorsOnce(payload, day, cap, req)
  return false
}

async function tellAdministratorsOnce(
  payload: Payload,
  day: string,
  cap: number,
  req?: PayloadRequest,
): Promise<void> {
  const first = await runStatement(
    payload,
    (value) =>
      `UPDATE "sms_days" SET "limit_reached_at" = ${value(new Date().toISOString())} WHERE "day" = ${value(day)} AND "limit_reached_at" IS NULL RETURNING "id"`,
  )
  if (!first.length) return
  // Every Administrator, whoever may read staff accounts.
  const { docs: administrators } = await payload.find({
    collection: 'admins',
    where: { roles: { in: ['admin'] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const taka = (locale: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'BDT' }).format(cap)
  const link = `${env.SERVER_URL}/admin/globals/site`
  for (const administrator of administrators)
    await payload.sendEmail({
      to: administrator.email,
      subject: 'আজকের এসএমএস সীমা পূর্ণ / Today’s SMS limit is reached',
      text: [
        `আজ (${day}) বিদ্যালয় ${taka('bn-BD')} মূল্যের এসএমএস পাঠিয়েছে, যা দৈনিক সীমা। বাকি বার্তাগুলো অপেক্ষায় থাকবে: আগামীকাল সকাল ৮টা থেকে যাবে, আর সীমা বাড়ালে ১৫ মিনিটের মধ্যে। অভিভাবকের ফোন নিশ্চিত করার কোডও ততক্ষণ যাবে না।`,
        `আজই পাঠাতে চাইলে সাইট সেটিংসে সীমা বাড়ান: ${link}`,
        'এত এসএমএস আশা না করলে প্রতিদিনের এসএমএস খরচ ও বার্তাগুলো দেখুন।',
        '',
        '---',
        '',
        `Today (${day}) the school has sent SMS worth ${taka('en-BD')}, its daily limit. The messages left wait: they go from 08:00 tomorrow, or within 15 minutes if you raise the limit. Codes that confirm guardians’ phones wait too.`,
        `To send them today, raise the limit in Site settings: ${link}`,
        'If you did not expect this many SMS, look at SMS spent per day and the broadcasts.',
      ].join('\n'),
    })
}
