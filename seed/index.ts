/**
 * Demo content for a fictional Bangladeshi school. Runs on every `npm start` and does nothing
 * once the demo admin exists, so staff edits are never overwritten.
 */
import type { Payload } from 'payload'

import { DEFAULT_SCHOOL_NAME } from '@/globals/Site'
import { ROLE } from '@/lib/constants'

import {
  buildAdmin,
  buildAlumniRegistration,
  buildAlumniResource,
  buildAlumnus,
  buildClass,
  buildCommunityMember,
  buildContactEntry,
  buildContactMessage,
  buildEvent,
  buildEventRegistration,
  buildGalleryItem,
  buildNews,
  buildStudent,
  buildStudentVideo,
  buildTeacher,
} from './factories'
import { DEMO_ACCOUNTS } from './demo/accounts'
import { DEMO_DUES } from './demo/dues'
import { seedCalendar } from './demo/calendar'
import { ALUMNI, emailName, FACULTY, LEADERS, splitName, STUDENTS } from './demo/people'
import { CLASSES, CONTACTS, NETWORKS, REQUIREMENTS, SCENES, VIDEOS } from './demo/school'
import { seedPaymentAccounts, seedSettings, seedTerms } from './demo/settings'
import { ALUMNI_EVENTS, ARTICLES, BLOGS, DAY, EVENTS, NEWS, storyParagraphs } from './demo/stories'
import { seedBangla } from './bangla'
import { seedBroadcasts } from './broadcasts'
import { createImagePool, type ImagePool } from './images'
import { seedInstitution } from './institution'
import { seedNotices } from './notices'
import { seedResults } from './results'
import { seedReunion } from './reunion'
import { richText } from './rich-text'

export type SeedOptions = { log?: (message: string) => void }

/** The demo teacher account, also a member of two alumni networks. */
const MOUSUMI = { name: 'Mousumi Akter', gender: 'Female', age: 'adult' } as const

const context = { disableRevalidate: true }

/** Midnight-aligned dates keep the demo calendar tidy. */
function daysFromNow(days: number, hour = 10): string {
  const date = new Date(Date.now() + days * DAY)
  date.setUTCHours(hour - 6, 0, 0, 0) // Bangladesh is UTC+6
  return date.toISOString()
}

export async function seedDemoContent(
  payload: Payload,
  { log = () => {} }: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const existing = await payload.count({
    collection: 'admins',
    where: { email: { equals: DEMO_ACCOUNTS.admin.email } },
  })
  if (existing.totalDocs > 0) return { seeded: false }

  const started = Date.now()
  const create = payload.create.bind(payload)

  log('Seeding demo content: pictures')
  const images = await createImagePool(payload, SCENES)

  log('Seeding demo content: staff and members')
  const admin = await create({
    collection: 'admins',
    data: buildAdmin({ ...DEMO_ACCOUNTS.admin, roles: ['admin'] }),
    context,
  })
  await create({
    collection: 'admins',
    data: buildAdmin({ ...DEMO_ACCOUNTS.editor, roles: ['editor'] }),
    context,
  })
  // One account for each duty, so each can be tried (README, "Demo accounts").
  for (const role of ['treasurer', 'results', 'communications', 'office', 'volunteer'] as const)
    await create({
      collection: 'admins',
      data: buildAdmin({ ...DEMO_ACCOUNTS[role], roles: [role] }),
      context,
    })
  await seedPeople(payload, images)

  log('Seeding demo content: school')
  await seedSettings(payload, images)
  await seedTerms(payload)
  await seedPaymentAccounts(payload)
  for (const [i, c] of CLASSES.entries()) {
    await create({
      collection: 'classes',
      data: buildClass({
        name: c.name,
        image: images.sceneFor(c.name, 18 + i),
        short_description: `${c.name} at Padmapar: small sections, caring teachers and the national curriculum.`,
        long_description: richText([
          `## About ${c.name}`,
          `${c.name} follows the national curriculum with ${c.subjects.length} subjects, weekly class tests and a half-yearly and annual examination.`,
          '## How we teach',
          'Sections have at most 45 students. Class teachers meet guardians every term, and students who need help get free remedial classes after school.',
        ]),
        subject: c.subjects.map((value) => ({ value })),
        teacher: c.teachers.map((value) => ({ value })),
        requiredments: REQUIREMENTS.map((value) => ({ value })),
        duration: '1 year (January – December)',
        fees: c.fees,
        sort_order: i + 1,
      }),
      context,
    })
  }
  for (const [i, v] of VIDEOS.entries()) {
    await create({
      collection: 'student-videos',
      data: buildStudentVideo(images.scene(i + 7), {
        title: v.title,
        video_link: `https://www.youtube.com/embed/${v.youtubeId}`,
        sort_order: i + 1,
      }),
      context,
    })
  }
  for (const [i, { caption }] of SCENES.entries()) {
    if (i >= 28) break
    await create({
      collection: 'campus-gallery',
      data: buildGalleryItem(images.scene(i), {
        title: caption,
        description: `${caption} at Padmapar Ideal School & College.`,
        static_status: i % 3 === 0 ? '1' : '0',
        sort_order: i + 1,
      }),
      context,
    })
  }
  for (const [i, c] of CONTACTS.entries()) {
    await create({
      collection: 'contact-entries',
      data: buildContactEntry({ ...c, sort_order: i + 1 }),
      context,
    })
  }
  await seedCalendar(payload, context)

  log('Seeding demo content: notices')
  await seedNotices(payload)

  log('Seeding demo content: institution information')
  await seedInstitution(payload)

  log('Seeding demo content: exam results')
  await seedResults(payload, admin)

  log('Seeding demo content: news and events')
  await seedStories(payload, images)

  log('Seeding demo content: alumni')
  await seedAlumni(payload, images, admin.id)

  log('Seeding demo content: broadcasts to guardians')
  await seedBroadcasts(payload)

  log('Seeding demo content: Bangla versions')
  await seedBangla(payload)

  log(`Demo content seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return { seeded: true }
}

async function seedPeople(payload: Payload, images: ImagePool) {
  for (const [i, leader] of LEADERS.entries()) {
    await payload.create({
      collection: 'users',
      data: buildTeacher({
        ...splitName(leader.name),
        email: `${emailName(leader.name)}@padmapar.example`,
        role: ROLE.leadership,
        designation: leader.designation,
        teacher_id: `L-${String(i + 1).padStart(3, '0')}`,
        specialization: null,
        gender: leader.gender,
        birthdate: `${1962 + i}-0${(i % 9) + 1}-15T00:00:00.000Z`,
        profile_image: await images.portrait({ ...leader, age: 'senior' }),
        phone: `01711-000${String(300 + i)}`,
        current_school: DEFAULT_SCHOOL_NAME,
        language: 'Bangla',
        visibility: { contact: true, basic: true, details: true },
      }),
      context,
    })
  }
  for (const [i, teacher] of FACULTY.entries()) {
    await payload.create({
      collection: 'users',
      data: buildTeacher({
        ...splitName(teacher.name),
        email: `${emailName(teacher.name)}@padmapar.example`,
        designation: i % 4 === 0 ? 'Senior Teacher' : 'Assistant Teacher',
        teacher_id: `T-${String(i + 1).padStart(3, '0')}`,
        specialization: teacher.specialization,
        gender: teacher.gender,
        birthdate: `${1970 + (i % 20)}-${String((i % 12) + 1).padStart(2, '0')}-10T00:00:00.000Z`,
        profile_image: await images.portrait({ ...teacher, age: 'adult' }),
        phone: `01711-000${String(600 + i)}`,
        current_school: DEFAULT_SCHOOL_NAME,
        language: i % 3 === 0 ? 'English' : 'Bangla',
        visibility: { contact: true, basic: true, details: true },
      }),
      context,
    })
  }
  await payload.create({
    collection: 'users',
    data: buildTeacher({
      first_name: 'Mousumi',
      last_name: 'Akter',
      email: DEMO_ACCOUNTS.teacher.email,
      password: DEMO_ACCOUNTS.teacher.password,
      designation: 'Assistant Teacher',
      teacher_id: 'T-100',
      specialization: 'English',
      gender: 'Female',
      birthdate: '1988-04-12T00:00:00.000Z',
      language: 'Bangla',
      profile_image: await images.portrait(MOUSUMI),
      banner: images.scene(3),
      phone: '01711-000700',
      current_school: DEFAULT_SCHOOL_NAME,
      previous_school: 'Rajshahi Government Girls’ High School',
      hobbies: [{ value: 'Gardening' }, { value: 'Rabindra sangeet' }],
      visibility: { contact: true, basic: true, details: true },
    }),
    context,
  })
  const students = [
    {
      name: 'Nabila Rahman',
      gender: 'Female' as const,
      class: '9',
      birthYear: 2011,
      email: DEMO_ACCOUNTS.student.email,
      password: DEMO_ACCOUNTS.student.password,
    },
    ...STUDENTS.map((s) => ({
      ...s,
      email: `${emailName(s.name)}@example.com`,
      password: undefined,
    })),
  ]
  for (const [i, s] of students.entries()) {
    const { last_name } = splitName(s.name)
    await payload.create({
      collection: 'users',
      data: buildStudent({
        ...splitName(s.name),
        email: s.email,
        ...(s.password ? { password: s.password } : {}),
        student_id: `PISC-2026-${String(i + 1).padStart(4, '0')}`,
        student_class: s.class as '9',
        group: Number(s.class) >= 9 ? (['Science', 'Commerce', 'Arts'] as const)[i % 3] : null,
        section: ['A', 'B', 'C'][i % 3],
        roll: String(3 + i * 7),
        gender: s.gender,
        birthdate: `${s.birthYear}-0${(i % 8) + 1}-2${i % 9}T00:00:00.000Z`,
        blood_grp: (['B+', 'O+', 'A+', 'AB+'] as const)[i % 4],
        nationality: 'Bangladeshi',
        language: 'Bangla',
        phone: `01811-000${String(400 + i)}`,
        emergency_phone: `01911-000${String(500 + i)}`,
        current_school: DEFAULT_SCHOOL_NAME,
        previous_school: i % 2 ? 'Upashahar Government Primary School' : 'Kazla Kindergarten',
        profile_image: await images.portrait({ ...s, age: 'young' }),
        ...(i === 0 ? { banner: images.scene(9) } : {}),
        father_name: `Md. Abdul ${last_name}`,
        father_phone: `01911-000${String(500 + i)}`,
        mother_name: `Salma ${last_name}`,
        mother_phone: `01611-000${String(500 + i)}`,
        local_guardian_name: `Md. Abdul ${last_name}`,
        local_guardian_phone: `01911-000${String(500 + i)}`,
        guardian_consent: true,
        // Most demo families agreed to the school's SMS, on the father's or the mother's phone,
        // and the office confirmed the number with them.
        broadcast_consent: i % 3 === 2 ? null : i % 2 ? 'mother' : 'father',
        guardian_sms_confirmed:
          i % 3 === 2 ? null : `8801${i % 2 ? '611' : '911'}000${String(500 + i)}`,
        post_office: 'Rajshahi Court',
        current_village: `House ${10 + i}, Road ${i + 2}, Upashahar, Rajshahi`,
        village: 'Charghat, Rajshahi',
        hobbies: [{ value: 'Reading' }, { value: i % 2 ? 'Cricket' : 'Drawing' }],
        visibility: {
          contact: false,
          details: false,
          guardian: false,
          address: false,
          basic: false,
        },
      }),
      context,
    })
  }
}

async function seedStories(payload: Payload, images: ImagePool) {
  const authors = FACULTY.map((f) => f.name)
  for (const [i, item] of NEWS.entries()) {
    const published = i !== NEWS.length - 1
    await payload.create({
      collection: 'news',
      data: buildNews({
        title: item.title,
        category: item.category,
        short_description: item.summary,
        publish_date: daysFromNow(-(i * 11 + 1), 9),
        author: authors[i % authors.length],
        media: images.sceneFor(item.title, i),
        is_featured: i % 6 === 0,
        description: richText(storyParagraphs(item.summary, 2 + (i % 5), i)),
        _status: published ? 'published' : 'draft',
      }),
      draft: !published,
      context,
    })
  }
  for (const [i, e] of EVENTS.entries()) {
    const event = await payload.create({
      collection: 'events',
      data: buildEvent({
        name: e.name,
        type: 'Event',
        sub_nameor_title: e.subtitle,
        company: e.venue,
        start_date: daysFromNow(e.inDays, 10),
        end_date: new Date(
          Date.parse(daysFromNow(e.inDays, 10)) + e.hours * 3_600_000,
        ).toISOString(),
        is_featured: i % 4 === 0,
        image: images.sceneFor(e.name, i + 3),
        event_images: [images.scene(i + 4), images.scene(i + 5), images.scene(i + 6)],
        speakers_info: e.speakers.map((value) => ({ value })),
        workshops_info: e.workshops.map((value) => ({ value })),
        capacity: e.capacity ?? null,
        details: richText(
          storyParagraphs(`${e.subtitle}. Join us at the ${e.venue.toLowerCase()}.`, 3, i),
        ),
      }),
      context,
    })
    for (let n = 0; n < (e.registered ?? 0); n++) {
      const student = STUDENTS[n % STUDENTS.length]!
      await payload.create({
        collection: 'event-registrations',
        data: buildEventRegistration(event.id, {
          ...splitName(student.name),
          gender: student.gender,
          email: `guest${n + 1}.event${event.id}@example.com`,
          grade: String(6 + (n % 5)),
          seat: e.capacity ? n + 1 : null,
        }),
        context,
      })
    }
  }
  const writings: [typeof BLOGS, 'Blog' | 'Article'][] = [
    [BLOGS, 'Blog'],
    [ARTICLES, 'Article'],
  ]
  for (const [titles, type] of writings) {
    for (const [i, title] of titles.entries()) {
      await payload.create({
        collection: 'events',
        data: buildEvent({
          name: title,
          type,
          sub_nameor_title:
            type === 'Blog' ? 'From our school community' : 'For students and guardians',
          company: authors[(i * 5) % authors.length],
          start_date: daysFromNow(-(i * 9 + 2), 11),
          is_featured: i % 5 === 0,
          image: images.sceneFor(title, i + 10),
          details: richText(storyParagraphs(`${title}.`, 3 + (i % 3), i)),
        }),
        context,
      })
    }
  }
  for (const [i, e] of ALUMNI_EVENTS.entries()) {
    await payload.create({
      collection: 'events',
      data: buildEvent({
        name: e.name,
        type: 'Alumni',
        sub_nameor_title: 'Alumni association',
        company: 'School auditorium',
        start_date: daysFromNow(e.inDays, 17),
        is_featured: i % 3 === 0,
        image: images.sceneFor(e.name, 20 + i),
        event_images: [images.scene(20 + i), images.scene(21 + i)],
        networks_info: e.networks.map((value) => ({ value })),
        speakers_info: [{ value: ALUMNI[i % ALUMNI.length]!.name }],
        details: richText(storyParagraphs('Former students of every batch are invited.', 3, i)),
      }),
      context,
    })
  }
}

/** Members whose dues the sample statements of docs/samples/ confirm, each with an account. */
async function seedPendingDues(payload: Payload, networks: { id: number; title: string }[]) {
  for (const [i, due] of DEMO_DUES.entries()) {
    const network = networks[due.network]
    if (!network) continue
    const email = `${emailName(due.name)}@alumni.padmapar.example`
    const member = await payload.create({
      collection: 'users',
      // Former students: no class, so they are not counted in today's enrolment.
      data: buildStudent({ ...splitName(due.name), email, student_class: null, group: null }),
      context,
    })
    await payload.create({
      collection: 'alumni-registrations',
      data: buildAlumniRegistration(member.id, network.id, {
        name: due.name,
        alumni_type: network.title,
        email,
        phone_no: due.phone,
        passing_year: 2004 + (i % 12),
        batch: String(2004 + (i % 12)),
        payment_method: due.method,
        transaction_id: due.transaction_id,
        status: 'pending',
      }),
      context,
    })
  }
}

async function seedAlumni(payload: Payload, images: ImagePool, adminId: number) {
  const alumni = []
  for (const [i, a] of ALUMNI.entries()) {
    alumni.push(
      await payload.create({
        collection: 'alumni',
        data: buildAlumnus({
          name: a.name,
          current_profession: a.profession,
          passing_year: a.year,
          image: await images.portrait({ ...a, age: 'adult' }),
          sort_order: i + 1,
        }),
        context,
      }),
    )
  }
  const networks = []
  for (const [i, n] of NETWORKS.entries()) {
    networks.push(
      await payload.create({
        collection: 'alumni-resources',
        data: buildAlumniResource({
          title: n.title,
          short_description: n.summary,
          membership_fee: n.fee,
          image: images.scene(20 + i),
          details: richText([
            n.summary,
            '## Membership',
            `Membership costs ${n.fee}, paid by bKash, Nagad, Rocket or bank transfer. The office confirms each payment before membership starts.`,
          ]),
          sort_order: i + 1,
        }),
        context,
      }),
    )
  }
  const groups = ['GB', 'EC', 'GM'] as const
  const designations = { GB: 'President', EC: 'General Secretary', GM: 'Member' }
  for (const [n, network] of networks.entries()) {
    for (const [g, type] of groups.entries()) {
      for (let k = 0; k < 2; k++) {
        const person = alumni[(n * 3 + g * 2 + k) % alumni.length]!
        await payload.create({
          collection: 'community-members',
          data: buildCommunityMember(person.id, network.id, {
            type,
            member_id: `PAA-${String(n + 1)}${String(g * 2 + k + 1).padStart(3, '0')}`,
            designation:
              k === 0 ? designations[type] : type === 'GM' ? 'Member' : 'Joint Secretary',
            from_year: 2024,
            to_year: 2027,
            responsibility: type === 'GM' ? 'Member at large' : 'Runs the network’s programmes',
            description: `${person.name} (batch ${person.passing_year ?? ''}) serves the ${network.title}.`,
          }),
          context,
        })
      }
    }
  }

  const student = await payload.find({
    collection: 'users',
    where: { email: { equals: DEMO_ACCOUNTS.student.email } },
    limit: 1,
  })
  const teacher = await payload.find({
    collection: 'users',
    where: { email: { equals: DEMO_ACCOUNTS.teacher.email } },
    limit: 1,
  })
  const [firstNetwork, secondNetwork] = networks
  if (teacher.docs[0] && firstNetwork && secondNetwork) {
    await payload.create({
      collection: 'alumni-registrations',
      data: buildAlumniRegistration(teacher.docs[0].id, firstNetwork.id, {
        name: 'Mousumi Akter',
        alumni_type: firstNetwork.title,
        email: DEMO_ACCOUNTS.teacher.email,
        phone_no: '01711-000700',
        linkedin_url: 'https://www.linkedin.com/',
        image: await images.portrait(MOUSUMI),
        passing_year: 2005,
        batch: '2005',
        degree: 'MSc',
        job_title: 'Assistant Teacher',
        current_profession: 'Teaching',
        company_name: 'Padmapar Ideal School & College',
        payment_method: 'Bkash',
        transaction_id: '9BK7Q2M4XA',
        status: 'approved',
        verified_by: adminId,
        verified_at: daysFromNow(-3),
      }),
      context,
    })
    await payload.create({
      collection: 'alumni-registrations',
      data: buildAlumniRegistration(teacher.docs[0].id, secondNetwork.id, {
        name: 'Mousumi Akter',
        alumni_type: secondNetwork.title,
        email: DEMO_ACCOUNTS.teacher.email,
        phone_no: '01711-000700',
        job_title: 'Assistant Teacher',
        current_profession: 'Teaching',
        company_name: 'Padmapar Ideal School & College',
        passing_year: 2005,
        batch: '2005',
        degree: 'MSc',
        payment_method: 'Nagad',
        transaction_id: '7N3K8P1Z',
        status: 'pending',
      }),
      context,
    })
  }
  await seedPendingDues(payload, networks)
  await seedReunion(payload)

  const upcoming = await payload.find({
    collection: 'events',
    where: { type: { equals: 'Event' }, start_date: { greater_than: new Date().toISOString() } },
    sort: 'start_date',
    limit: 2,
    depth: 0,
  })
  const [nextEvent, laterEvent] = upcoming.docs
  if (nextEvent && laterEvent) {
    const guests = [
      {
        event: nextEvent.id,
        first_name: 'Nabila',
        last_name: 'Rahman',
        email: student.docs[0]?.email ?? 'nabila.rahman@example.com',
        phone: '01811-000400',
        studentId: 'PISC-2026-0001',
        interests: 'Volunteering',
      },
      {
        event: nextEvent.id,
        first_name: 'Shafiqul',
        last_name: 'Islam',
        email: 'shafiqul.islam@example.com',
        phone: '01711-000811',
        gender: 'Male' as const,
        grade: 'Guardian',
        school: 'Padmapar Ideal School & College',
        participation: 'no' as const,
        notes: 'Coming to accompany my son; will not take part myself.',
      },
      {
        event: laterEvent.id,
        first_name: 'Mim',
        last_name: 'Khatun',
        email: 'mim.khatun@example.com',
        phone: '01911-000812',
        grade: '8',
        school: 'Rajshahi Collegiate School',
        interests: 'Science projects, robotics',
      },
    ]
    for (const { event, ...guest } of guests) {
      await payload.create({
        collection: 'event-registrations',
        data: buildEventRegistration(event, guest),
        context,
      })
    }
  }
  await payload.create({
    collection: 'contact-messages',
    data: buildContactMessage({
      name: 'Kamal Uddin',
      email: 'kamal.uddin@example.com',
      subject: 'Class 6 admission',
      message:
        'Assalamu alaikum. Is there a seat for my daughter in Class 6 next year, and when is the admission test?',
    }),
    context,
  })
  await payload.create({
    collection: 'contact-messages',
    data: buildContactMessage({
      name: 'Rina Sarkar',
      email: 'rina.sarkar@example.com',
      subject: 'Transport',
      message: 'Does the school run a bus from Kazla? My son starts Class 7 in January.',
    }),
    context,
  })
  await payload.create({
    collection: 'contact-messages',
    data: buildContactMessage({
      name: 'Md. Jamal Hossain',
      email: 'jamal.hossain@example.com',
      subject: 'Transfer certificate',
      message: 'My daughter left in Class 8 last year. How do I collect her transfer certificate?',
      status: 'replied',
    }),
    context,
  })
}
