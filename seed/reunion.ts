/** The demo reunion: the Silver Jubilee with family tickets, batch quotas and a few families. */
import type { Payload } from 'payload'

import { REUNION_AGE_BANDS, REUNION_RELATIONS } from '@/lib/reunion-vocabulary'

import { emailName, splitName } from './demo/people'
import { buildAlumniRegistration, buildReunion, buildStudent } from './factories'
import { richText } from './rich-text'

const context = { disableRevalidate: true }

const TICKETS = [
  { name: 'Member', bn: 'সদস্য', price: 1500, limit: 400 },
  { name: 'Spouse', bn: 'স্বামী/স্ত্রী', price: 1000, limit: 250 },
  { name: 'Child 5–12', bn: 'শিশু ৫–১২', price: 500, limit: 150 },
  { name: 'Child under 5', bn: '৫ বছরের কম শিশু', price: 0, limit: 100 },
] as const

type Relation = (typeof REUNION_RELATIONS)[number]
type AgeBand = (typeof REUNION_AGE_BANDS)[number]

/** Families already registered: [name, relation, age band, ticket index] per person. */
const FAMILIES: {
  member: string
  year: number
  /** The member's own number: the statement's sender of their payment. */
  phone: string
  transaction_id: string
  people: [string, Relation, AgeBand, number][]
}[] = [
  {
    member: 'Tahmina Sultana',
    year: 2002,
    phone: '01912345678',
    transaction_id: '9BK9J2W5RA',
    people: [
      ['Tahmina Sultana', 'self', 'adult', 0],
      ['Rezaul Karim', 'spouse', 'adult', 1],
      ['Ayaan Karim', 'child', 'child 5-12', 2],
    ],
  },
  {
    member: 'Mahbub Alam',
    year: 2002,
    phone: '01912345679',
    transaction_id: '9BK9J3X6SB',
    people: [
      ['Mahbub Alam', 'self', 'adult', 0],
      ['Nusrat Jahan', 'spouse', 'adult', 1],
      ['Zara Alam', 'child', 'under 5', 3],
    ],
  },
  {
    member: 'Shakil Ahmed',
    year: 2001,
    phone: '01912345680',
    transaction_id: '9BK9J4Y7TC',
    people: [['Shakil Ahmed', 'self', 'adult', 0]],
  },
]

export async function seedReunion(payload: Payload): Promise<void> {
  const jubilee = await payload.create({
    collection: 'events',
    locale: 'en',
    data: buildReunion({
      name: 'Silver Jubilee 2027',
      sub_nameor_title: 'Twenty-five years of Padmapar Ideal School & College',
      // 15 January 2027, 10:00 to 22:00 in Dhaka; registration closes 5 January at 23:59.
      start_date: '2027-01-15T04:00:00.000Z',
      end_date: '2027-01-15T16:00:00.000Z',
      registration_closes: '2027-01-05T17:59:00.000Z',
      company: 'School field, Padmapar',
      details: richText([
        'Former students of every batch come home with their families for the silver jubilee: a rally, lunch, a cultural evening and a jubilee T-shirt for everyone.',
        'Register yourself and your family, pay the total by bKash, Nagad, Rocket or bank transfer, and bring one entry card per person.',
      ]),
      reunion: {
        takes_registrations: true,
        ticket_types: TICKETS.map(({ name, price, limit }) => ({ name, price, limit })),
        batch_quotas: [
          { passing_year: 2000, seats: 60 },
          { passing_year: 2001, seats: 60 },
          { passing_year: 2002, seats: 60 },
          { passing_year: 2003, seats: 60 },
        ],
      },
    }),
    context,
  })
  const rows = jubilee.reunion?.ticket_types ?? []
  await payload.update({
    collection: 'events',
    id: jubilee.id,
    locale: 'bn',
    data: {
      name: 'রজতজয়ন্তী ২০২৭',
      sub_nameor_title: 'পদ্মপাড় আইডিয়াল স্কুল অ্যান্ড কলেজের পঁচিশ বছর',
      reunion: {
        ...jubilee.reunion,
        ticket_types: rows.map((row, i) => ({ ...row, name: TICKETS[i]?.bn ?? row.name })),
      },
    },
    context,
  })

  // Each family's member is an approved alumnus of their batch, as registering requires.
  const { docs: networks } = await payload.find({
    collection: 'alumni-resources',
    sort: 'sort_order',
    limit: 1,
    depth: 0,
  })
  for (const family of FAMILIES) {
    const member = await payload.create({
      collection: 'users',
      data: buildStudent({
        ...splitName(family.member),
        email: `${emailName(family.member)}@jubilee.padmapar.example`,
        phone: family.phone,
        student_class: null,
        group: null,
      }),
      context,
    })
    const people = family.people.map(([name, relation, age_band, ticket]) => {
      const row = rows[ticket]
      return {
        name,
        relation,
        age_band,
        tshirt_size: age_band === 'adult' ? ('L' as const) : ('none' as const),
        ticket_type: row?.id ?? '',
        ticket_name: TICKETS[ticket]?.name ?? '',
        price: TICKETS[ticket]?.price ?? 0,
        // Cards come once the office confirms the payment (the bKash sample statement confirms
        // the first family's): see issue-cards in the collection.
        entry_code: null,
      }
    })
    if (networks[0])
      await payload.create({
        collection: 'alumni-registrations',
        data: buildAlumniRegistration(member.id, networks[0].id, {
          name: family.member,
          alumni_type: networks[0].title,
          email: member.email,
          phone_no: family.phone,
          passing_year: family.year,
          batch: String(family.year),
          payment_method: 'Nagad',
          transaction_id: `7N${family.transaction_id.slice(-6)}`,
          status: 'approved',
        }),
        context,
      })
    await payload.create({
      collection: 'reunion-registrations',
      data: {
        reunion: jubilee.id,
        user: member.id,
        passing_year: family.year,
        status: 'confirmed',
        payment_status: 'pending',
        people,
        total: people.reduce((sum, person) => sum + person.price, 0),
        payment_method: 'Bkash',
        transaction_id: family.transaction_id,
        transaction_key: family.transaction_id,
      },
      context,
    })
  }
}
