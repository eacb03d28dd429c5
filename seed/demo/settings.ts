/** Every site setting the pages read: school details, home, about and alumni pages. */
import type { Payload } from 'payload'

import { DEFAULT_HERO_SUBTITLE, DEFAULT_HERO_TITLE } from '@/globals/Home'
import { DEFAULT_SCHOOL_NAME } from '@/globals/Site'

import type { ImagePool } from '../images'
import { LEADERS } from './people'
import { richText } from '../rich-text'

const context = { disableRevalidate: true }

export async function seedSettings(payload: Payload, images: ImagePool) {
  await payload.updateGlobal({
    slug: 'site',
    context,
    data: {
      school_name: DEFAULT_SCHOOL_NAME,
      site_logo: await images.logo(`${DEFAULT_SCHOOL_NAME} emblem`),
      application_email: 'info@padmapar.example',
      application_phone: '+880 721-000200',
      application_address: 'Upashahar, Rajshahi 6202, Bangladesh',
      map_embed_url:
        'https://www.google.com/maps?q=Upashahar,+Rajshahi,+Bangladesh&z=14&output=embed',
      facebook_link: 'https://www.facebook.com/',
      linkedin_link: 'https://www.linkedin.com/',
      youtube_link: 'https://www.youtube.com/',
      twitter_link: 'https://x.com/',
      messaging_link: 'https://wa.me/8801711000101',
      developer_credit: 'School Web Team',
      developer_link: 'https://padmapar.example/',
    },
  })

  const slides = Object.fromEntries(
    Array.from({ length: 10 }, (_, i) => [`herosection_image_${i + 1}`, images.scene(i)]),
  )
  await payload.updateGlobal({
    slug: 'home',
    context,
    data: {
      hero_section: DEFAULT_HERO_TITLE,
      hero_section_sub_title: DEFAULT_HERO_SUBTITLE,
      ...slides,
      title_one: 'Learning that lasts a lifetime',
      title_one_description:
        'From Class 1 to HSC, our teachers combine the national curriculum with clubs, sports and community work, so every child finds something to be good at.',
      title_one_image_1: images.scene(2),
      title_one_image_2: images.scene(3),
      title_one_image_3: images.scene(4),
      title_two: 'A campus by the Padma',
      title_two_description:
        'Green fields, a science block, a library of 12,000 books and digital classrooms: a safe place to learn, a short walk from the river.',
      title_two_image_1: images.scene(22),
      title_two_image_2: images.scene(23),
      title_two_image_3: images.scene(31),
      section_image_1: images.scene(5),
      section_image_2: images.scene(6),
      section_image_3: images.scene(7),
      title: 'Padmapar in numbers',
      description:
        'Four decades of teaching, thousands of alumni and a community that keeps growing.',
      background_image: images.scene(0),
      video_content: 'https://www.youtube.com/embed/WhWc3b3KhnY',
      stats: [
        { value: '1984', label: 'Founded' },
        { value: '2,400+', label: 'Students' },
        { value: '96%', label: 'SSC pass rate' },
        { value: '120', label: 'Teachers and staff' },
      ],
      footer_thumbnail_title: 'Visit us: the office is open Saturday to Thursday, 8 am to 3 pm',
      footer_section_thumbnail: images.scene(31),
      footer_video_content: 'https://www.youtube.com/embed/R6MlUcmOul8',
    },
  })

  await payload.updateGlobal({
    slug: 'about',
    context,
    data: {
      about_banner_image: images.scene(0),
      title: 'About Padmapar Ideal School & College',
      subtitle: 'A school for the whole community since 1984',
      mission_vision: richText([
        '## Mission',
        'To give every child of our city a sound, joyful education in Bangla and English, grounded in honesty, curiosity and service.',
        '## Vision',
        'A school where every student leaves confident, skilled and kind — ready for college, work and citizenship.',
      ]),
      about_image_1: images.scene(1),
      years_history: richText([
        'Padmapar Ideal School began in 1984 in three tin-roofed rooms with 60 students and five teachers, founded by local families who wanted a good school close to home.',
        'The secondary section was recognised by the Rajshahi Education Board in 1991 and the college section opened in 2005. Today more than 2,400 students study here from Class 1 to HSC.',
        'Our alumni serve as doctors, engineers, civil servants, teachers and entrepreneurs across Bangladesh and abroad — and many return every year to mentor the next generation.',
      ]),
      principal_name: 'Prof. Md. Abdur Rahman',
      principal_image: await images.portrait({ ...LEADERS[0]!, age: 'senior' }),
      principal_message: richText([
        'Dear students, guardians and well-wishers,',
        'A school is measured not by its buildings but by the character of the young people who leave it. At Padmapar we ask our students to work hard, to be honest, and to care for each other and for their country.',
        'I invite every guardian to visit us, meet our teachers and take part in the life of the school. Together we can give our children the future they deserve.',
      ]),
    },
  })

  await payload.updateGlobal({
    slug: 'alumni-page',
    context,
    data: {
      section_image_1: images.scene(20),
      title: 'Padmapar Alumni Association',
      subtitle: 'Once a Padmaparian, always a Padmaparian',
      welcome_title: 'Welcome home',
      welcome_description:
        'Thousands of former students keep in touch through the alumni association: reunions, mentoring, scholarships and a network that helps each new batch find its way.',
      connect_title: 'Connect with your batch',
      connect_description:
        'Join one of our alumni networks, pay the membership fee by bKash, Nagad, Rocket or bank transfer, and the office will confirm your membership.',
      Camping_title: 'Scholarship campaign 2026: help a student finish school',
      section_image_2: images.scene(14),
      facebook_link: 'https://www.facebook.com/',
      linkdin_link: 'https://www.linkedin.com/',
      youtube_link: 'https://www.youtube.com/',
      twitter_link: 'https://x.com/',
    },
  })
}

/** The school's demo accounts for dues and reunion tickets, with their notes in both languages. */
export async function seedPaymentAccounts(payload: Payload) {
  const saved = await payload.updateGlobal({
    slug: 'payment-accounts',
    context,
    data: {
      accounts: [
        { method: 'Bkash', account: '01700-000000', note: 'Merchant account, choose Payment' },
        { method: 'Nagad', account: '01800-000000', note: 'Merchant account' },
        { method: 'Rocket', account: '01900-0000000', note: 'Biller ID on request' },
        {
          method: 'Bank Account',
          account: 'Demo Bank Ltd, A/C 0000-000000-000',
          note: 'Padmapar Alumni Association, Rajshahi branch',
        },
      ],
    },
  })
  const notesBn = [
    'মার্চেন্ট অ্যাকাউন্ট, Payment বেছে নিন',
    'মার্চেন্ট অ্যাকাউন্ট',
    'বিলার আইডি চাইলে জানানো হবে',
    'পদ্মপাড় অ্যালামনাই অ্যাসোসিয়েশন, রাজশাহী শাখা',
  ]
  await payload.updateGlobal({
    slug: 'payment-accounts',
    locale: 'bn',
    context,
    data: {
      accounts: (saved.accounts ?? []).map((row, i) => ({ ...row, note: notesBn[i] ?? row.note })),
    },
  })
}

export async function seedTerms(payload: Payload) {
  await payload.updateGlobal({
    slug: 'terms',
    context,
    data: {
      title: 'Terms and Conditions',
      content: richText([
        'These terms apply to registrations for school events and to the use of this website. Please read them before you register.',
        '## Event registration',
        'Registrations are free unless the event page says otherwise. Seats are limited; the school may close registration when an event is full. Please bring the confirmation e-mail or your name on the day.',
        '## Your information',
        'We use the details you give only to organise the event and to contact you about it. We do not share them with anyone outside the school. Profiles of students under 18 are never shown publicly with contact, guardian or address details.',
        '## Photographs',
        'Photographs taken at school events may appear in the campus gallery. Guardians who do not want their child photographed should tell the office before the event.',
        '## Conduct',
        'Guests follow the school’s code of conduct and the instructions of teachers and volunteers on campus.',
        '## Contact',
        'Questions about these terms go to the office: info@padmapar.example or the help desk numbers on the contact page.',
      ]),
    },
  })
}
