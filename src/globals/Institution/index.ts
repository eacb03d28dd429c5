import type {
  DateField,
  Field,
  GlobalConfig,
  NumberField,
  Tab,
  TextFieldSingleValidation,
} from 'payload'

import { anyone } from '@/access/anyone'
import { withDuty } from '@/access/duties'
import { dayPicker } from '@/fields/dates'
import { staffMessage, staffText } from '@/fields/staff-text'
import { validateHttpsUrl } from '@/fields/validate-url'
import { revalidateGlobalAfterChange } from '@/hooks/revalidate-site'
import { INSTITUTION_CLASSES } from '@/lib/constants'
import { dhakaDay } from '@/lib/dhaka-days'

import { stampSectionUpdates } from './hooks/stamp-section-updates'
import {
  ENROLMENT_SOURCES,
  GOVERNING_BODY_KINDS,
  INSTITUTION_TYPES,
  MPO_STATUSES,
  NATIONALISATION_STATUSES,
  type InstitutionSection,
} from './options'

/** The page's address on the site. */
export const INSTITUTION_PAGE = '/institution'

const BANGLA_DIGITS = new Intl.NumberFormat('bn-BD', { useGrouping: false })

const classOptions = INSTITUTION_CLASSES.map((value) => ({
  value,
  label: staffText(`Class ${value}`, `${BANGLA_DIGITS.format(Number(value))} শ্রেণি`),
}))

const currentYear = () => Number((dhakaDay(new Date()) ?? '').slice(0, 4))

const validateEiin: TextFieldSingleValidation = (value, { req }) =>
  !value ||
  /^\d{6}$/.test(value) ||
  staffMessage(
    req,
    'The EIIN is six digits, as the education board gave it.',
    'ইআইআইএন ছয় অঙ্কের, শিক্ষা বোর্ড যেমন দিয়েছে।',
  )

/** The academic calendar: a page of this site ('/calendar') or a full https:// address. */
const validateCalendarLink: TextFieldSingleValidation = (value, options) => {
  if (!value || (value.startsWith('/') && !value.startsWith('//'))) return true
  return validateHttpsUrl(value, options) === true
    ? true
    : staffMessage(
        options.req,
        'Use a page of this site (such as /calendar) or a full https:// address.',
        'এই সাইটের একটি পাতা (যেমন /calendar) অথবা পূর্ণ https:// ঠিকানা দিন।',
      )
}

const day = (name: string, en: string, bn: string, extra: Partial<DateField> = {}): DateField => ({
  name,
  type: 'date',
  label: staffText(en, bn),
  ...extra,
  admin: { date: dayPicker, ...extra.admin },
})

const documentField = (name: string, en: string, bn: string, help: [string, string]): Field => ({
  name,
  type: 'upload',
  relationTo: 'documents',
  label: staffText(en, bn),
  admin: { description: staffText(...help) },
})

const classField = (required = true): Field => ({
  name: 'class',
  type: 'select',
  required,
  options: classOptions,
  label: staffText('Class', 'শ্রেণি'),
})

const yearField = (required: boolean): NumberField => ({
  name: 'year',
  type: 'number',
  required,
  min: 2000,
  max: 2100,
  defaultValue: currentYear,
  label: staffText('Academic year', 'শিক্ষাবর্ষ'),
})

/** A contact person: name, post, phone and e-mail. */
const person = (name: string, en: string, bn: string, help: [string, string]): Field => ({
  name,
  type: 'group',
  label: staffText(en, bn),
  admin: { description: staffText(...help) },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          maxLength: 120,
          localized: true,
          label: staffText('Name', 'নাম'),
        },
        {
          name: 'post',
          type: 'text',
          maxLength: 120,
          localized: true,
          label: staffText('Post', 'পদবি'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', maxLength: 40, label: staffText('Phone', 'ফোন') },
        { name: 'email', type: 'email', label: staffText('E-mail', 'ই-মেইল') },
      ],
    },
  ],
})

/** One section of the page: a tab whose fields are stored together, with its "last updated". */
const section = (
  name: InstitutionSection,
  [en, bn]: [string, string],
  [helpEn, helpBn]: [string, string],
  fields: Field[],
): Tab => ({
  name,
  label: staffText(en, bn),
  description: staffText(helpEn, helpBn),
  fields: [
    ...fields,
    {
      name: 'updated_at',
      type: 'date',
      label: staffText('Last updated', 'সর্বশেষ হালনাগাদ'),
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: staffText(
          'Set by itself whenever something in this section changes; shown on the public page.',
          'এই অংশে কিছু বদলালে নিজে থেকেই বসে; সবার জন্য খোলা পাতায় দেখানো হয়।',
        ),
      },
    },
    // The language this section's text was last changed in while the other has not followed
    // (shown by the checklist above the tabs, set by stampSectionUpdates).
    {
      name: 'text_changed_in',
      type: 'select',
      options: [
        { value: 'en', label: staffText('English', 'ইংরেজি') },
        { value: 'bn', label: staffText('Bangla', 'বাংলা') },
      ],
      admin: { hidden: true },
    },
    { name: 'text_changed_at', type: 'date', admin: { hidden: true } },
  ],
})

/**
 * Everything the education directorate (DSHE) requires a school and college website to show,
 * as structured fields in English and Bangla; the public page is /institution.
 */
export const Institution: GlobalConfig = {
  slug: 'institution',
  label: staffText('Institution information', 'প্রতিষ্ঠানের তথ্য'),
  admin: {
    group: 'Settings',
    description: staffText(
      'What the education directorate requires every school and college website to show. The checklist below says what is still missing or out of date.',
      'মাউশি প্রত্যেক স্কুল ও কলেজের ওয়েবসাইটে যা দেখাতে বলেছে। নিচের তালিকায় দেখা যায় কী এখনো নেই বা পুরোনো হয়ে গেছে।',
    ),
  },
  access: { read: anyone, update: withDuty('content') },
  hooks: { beforeChange: [stampSectionUpdates], afterChange: [revalidateGlobalAfterChange] },
  fields: [
    {
      // What is still missing or out of date, read from the saved information.
      name: 'completeness',
      type: 'ui',
      admin: {
        components: {
          Field: '@/features/institution/admin/institution-checklist#InstitutionChecklistField',
        },
      },
    },
    {
      type: 'tabs',
      tabs: [
        section(
          'profile',
          ['Profile', 'পরিচিতি'],
          [
            'The institution as the education board knows it.',
            'শিক্ষা বোর্ডের খাতায় প্রতিষ্ঠানের পরিচয়।',
          ],
          [
            {
              name: 'name',
              type: 'text',
              maxLength: 160,
              localized: true,
              label: staffText('Name of the institution', 'প্রতিষ্ঠানের নাম'),
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'eiin',
                  type: 'text',
                  maxLength: 6,
                  validate: validateEiin,
                  label: staffText('EIIN', 'ইআইআইএন'),
                  admin: {
                    description: staffText(
                      'Educational Institution Identification Number (six digits, from BANBEIS).',
                      'শিক্ষা প্রতিষ্ঠান শনাক্তকরণ নম্বর (ব্যানবেইস প্রদত্ত ছয় অঙ্ক)।',
                    ),
                  },
                },
                {
                  name: 'school_code',
                  type: 'text',
                  maxLength: 20,
                  label: staffText('School code', 'স্কুল কোড'),
                  admin: {
                    description: staffText(
                      'The board’s code for the school section.',
                      'স্কুল শাখার জন্য বোর্ডের কোড।',
                    ),
                  },
                },
                {
                  name: 'college_code',
                  type: 'text',
                  maxLength: 20,
                  label: staffText('College code', 'কলেজ কোড'),
                  admin: {
                    description: staffText(
                      'The board’s code for the college section.',
                      'কলেজ শাখার জন্য বোর্ডের কোড।',
                    ),
                  },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'established',
                  type: 'number',
                  min: 1800,
                  max: 2100,
                  label: staffText('Year established', 'প্রতিষ্ঠার সাল'),
                },
                {
                  name: 'type',
                  type: 'select',
                  label: staffText('Type', 'ধরন'),
                  options: INSTITUTION_TYPES.map((value) => ({
                    value,
                    label: {
                      school: staffText('School', 'স্কুল'),
                      college: staffText('College', 'কলেজ'),
                      school_and_college: staffText('School and college', 'স্কুল ও কলেজ'),
                    }[value],
                  })),
                },
                {
                  name: 'board',
                  type: 'text',
                  maxLength: 160,
                  localized: true,
                  label: staffText('Education board', 'শিক্ষা বোর্ড'),
                  admin: {
                    description: staffText(
                      'e.g. Board of Intermediate and Secondary Education, Rajshahi',
                      'যেমন: মাধ্যমিক ও উচ্চ মাধ্যমিক শিক্ষা বোর্ড, রাজশাহী',
                    ),
                  },
                },
              ],
            },
            {
              name: 'address',
              type: 'textarea',
              maxLength: 300,
              localized: true,
              label: staffText('Address', 'ঠিকানা'),
            },
            {
              name: 'map_link',
              type: 'text',
              validate: validateHttpsUrl,
              label: staffText('Map link', 'মানচিত্রের লিংক'),
              admin: {
                description: staffText(
                  'A full https:// address of the institution on a map.',
                  'মানচিত্রে প্রতিষ্ঠানের পূর্ণ https:// ঠিকানা।',
                ),
              },
            },
            {
              type: 'row',
              fields: [
                { name: 'phone', type: 'text', maxLength: 40, label: staffText('Phone', 'ফোন') },
                { name: 'email', type: 'email', label: staffText('E-mail', 'ই-মেইল') },
              ],
            },
          ],
        ),
        section(
          'recognition',
          ['Recognition & MPO', 'স্বীকৃতি ও এমপিও'],
          [
            'Teaching permission and recognition of each level, the letters they rest on, MPO and nationalisation.',
            'প্রতিটি স্তরের পাঠদানের অনুমতি ও স্বীকৃতি, যে পত্রের ভিত্তিতে, এমপিও এবং জাতীয়করণ।',
          ],
          [
            {
              name: 'levels',
              type: 'array',
              maxRows: 10,
              label: staffText('Levels', 'স্তরসমূহ'),
              labels: {
                singular: staffText('Level', 'স্তর'),
                plural: staffText('Levels', 'স্তরসমূহ'),
              },
              admin: {
                description: staffText(
                  'One row per level the board recognises, e.g. Lower secondary, Secondary, Higher secondary. Upload each letter as a PDF under Documents first.',
                  'বোর্ড যে স্তরগুলো স্বীকৃতি দিয়েছে তার প্রতিটির জন্য একটি সারি, যেমন নিম্ন মাধ্যমিক, মাধ্যমিক, উচ্চ মাধ্যমিক। প্রতিটি পত্র আগে ডকুমেন্টস-এ পিডিএফ হিসেবে আপলোড করুন।',
                ),
              },
              fields: [
                {
                  name: 'level',
                  type: 'text',
                  required: true,
                  maxLength: 120,
                  localized: true,
                  label: staffText('Level', 'স্তর'),
                },
                {
                  type: 'row',
                  fields: [
                    day('permission_date', 'Teaching permission date', 'পাঠদানের অনুমতির তারিখ'),
                    documentField(
                      'permission_document',
                      'Teaching permission letter',
                      'পাঠদানের অনুমতিপত্র',
                      ['The PDF the permission rests on.', 'যে পিডিএফের ভিত্তিতে অনুমতি।'],
                    ),
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    day('recognition_date', 'Recognition date', 'স্বীকৃতির তারিখ'),
                    day('recognition_until', 'Recognition valid until', 'স্বীকৃতির মেয়াদ', {
                      admin: {
                        description: staffText(
                          'Leave empty when the recognition does not expire.',
                          'মেয়াদ না থাকলে খালি রাখুন।',
                        ),
                      },
                    }),
                    documentField('recognition_document', 'Recognition letter', 'স্বীকৃতিপত্র', [
                      'The PDF the recognition rests on.',
                      'যে পিডিএফের ভিত্তিতে স্বীকৃতি।',
                    ]),
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'mpo',
                      type: 'select',
                      label: staffText('MPO', 'এমপিও'),
                      options: MPO_STATUSES.map((value) => ({
                        value,
                        label: {
                          enlisted: staffText('MPO-listed', 'এমপিওভুক্ত'),
                          not_enlisted: staffText('Not MPO-listed', 'এমপিওভুক্ত নয়'),
                        }[value],
                      })),
                    },
                    day('mpo_since', 'MPO-listed since', 'এমপিওভুক্তির তারিখ', {
                      admin: { condition: (_, row) => row?.mpo === 'enlisted' },
                    }),
                  ],
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'nationalisation',
                  type: 'select',
                  label: staffText('Nationalisation', 'জাতীয়করণ'),
                  options: NATIONALISATION_STATUSES.map((value) => ({
                    value,
                    label: {
                      non_government: staffText('Non-government', 'বেসরকারি'),
                      nationalised: staffText('Nationalised', 'জাতীয়করণকৃত'),
                      government: staffText('Government', 'সরকারি'),
                    }[value],
                  })),
                },
                day('nationalised_on', 'Nationalised on', 'জাতীয়করণের তারিখ', {
                  admin: { condition: (_, group) => group?.nationalisation === 'nationalised' },
                }),
              ],
            },
          ],
        ),
        section(
          'governing_body',
          ['Governing body', 'পরিচালনা পর্ষদ'],
          [
            'The governing body or managing committee now in office.',
            'বর্তমান গভর্নিং বডি বা ম্যানেজিং কমিটি।',
          ],
          [
            {
              name: 'kind',
              type: 'select',
              label: staffText('Kind of body', 'পর্ষদের ধরন'),
              options: GOVERNING_BODY_KINDS.map((value) => ({
                value,
                label: {
                  governing_body: staffText('Governing body', 'গভর্নিং বডি'),
                  managing_committee: staffText('Managing committee', 'ম্যানেজিং কমিটি'),
                  ad_hoc_committee: staffText('Ad hoc committee', 'এডহক কমিটি'),
                }[value],
              })),
            },
            {
              name: 'members',
              type: 'array',
              maxRows: 40,
              label: staffText('Members', 'সদস্যবৃন্দ'),
              labels: {
                singular: staffText('Member', 'সদস্য'),
                plural: staffText('Members', 'সদস্যবৃন্দ'),
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'name',
                      type: 'text',
                      required: true,
                      maxLength: 120,
                      localized: true,
                      label: staffText('Name', 'নাম'),
                    },
                    {
                      name: 'role',
                      type: 'text',
                      required: true,
                      maxLength: 120,
                      localized: true,
                      label: staffText('Role', 'পদ'),
                      admin: {
                        description: staffText(
                          'e.g. Chairman, Member secretary, Guardian member',
                          'যেমন: সভাপতি, সদস্য সচিব, অভিভাবক সদস্য',
                        ),
                      },
                    },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    day('term_from', 'Term from', 'মেয়াদ শুরু'),
                    day('term_to', 'Term until', 'মেয়াদ শেষ'),
                    {
                      name: 'phone',
                      type: 'text',
                      maxLength: 40,
                      label: staffText('Phone', 'ফোন'),
                    },
                  ],
                },
              ],
            },
          ],
        ),
        section(
          'enrolment',
          ['Sections & enrolment', 'শাখা ও শিক্ষার্থী'],
          [
            'Approved sections per class, and students enrolled per class, section and gender.',
            'শ্রেণিভিত্তিক অনুমোদিত শাখা, এবং শ্রেণি, শাখা ও লিঙ্গভিত্তিক ভর্তি শিক্ষার্থী।',
          ],
          [
            {
              name: 'approved_sections',
              type: 'array',
              maxRows: INSTITUTION_CLASSES.length,
              label: staffText('Approved sections', 'অনুমোদিত শাখা'),
              labels: {
                singular: staffText('Class', 'শ্রেণি'),
                plural: staffText('Classes', 'শ্রেণিসমূহ'),
              },
              admin: {
                description: staffText(
                  'How many sections (শাখা) the board has approved for each class.',
                  'প্রতিটি শ্রেণিতে বোর্ড কয়টি শাখা অনুমোদন দিয়েছে।',
                ),
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    classField(),
                    {
                      name: 'sections',
                      type: 'number',
                      required: true,
                      min: 1,
                      max: 30,
                      label: staffText('Approved sections', 'অনুমোদিত শাখা'),
                    },
                  ],
                },
              ],
            },
            {
              name: 'source',
              type: 'radio',
              required: true,
              defaultValue: 'entered',
              label: staffText('Where the enrolment figures come from', 'শিক্ষার্থী সংখ্যার উৎস'),
              options: ENROLMENT_SOURCES.map((value) => ({
                value,
                label: {
                  entered: staffText('Typed in below by the office', 'অফিস নিচে লিখে দেবে'),
                  members: staffText(
                    'Counted from the students who are members of this site (class, section and gender of each)',
                    'এই সাইটের সদস্য শিক্ষার্থীদের থেকে গণনা (প্রত্যেকের শ্রেণি, শাখা ও লিঙ্গ)',
                  ),
                }[value],
              })),
            },
            {
              ...yearField(false),
              admin: {
                condition: (_, group) => group?.source !== 'members',
                description: staffText(
                  'The academic year these figures are for. Figures from an earlier year show as out of date.',
                  'সংখ্যাগুলো যে শিক্ষাবর্ষের। আগের বছরের সংখ্যা পুরোনো হিসেবে দেখাবে।',
                ),
              },
            },
            {
              name: 'rows',
              type: 'array',
              maxRows: 200,
              label: staffText('Students per class and section', 'শ্রেণি ও শাখাভিত্তিক শিক্ষার্থী'),
              labels: {
                singular: staffText('Section', 'শাখা'),
                plural: staffText('Sections', 'শাখাসমূহ'),
              },
              admin: { condition: (_, group) => group?.source !== 'members' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    classField(),
                    {
                      name: 'section',
                      type: 'text',
                      maxLength: 20,
                      label: staffText('Section', 'শাখা'),
                      admin: {
                        description: staffText('e.g. A, B, Science', 'যেমন: ক, খ, বিজ্ঞান'),
                      },
                    },
                    {
                      name: 'girls',
                      type: 'number',
                      required: true,
                      min: 0,
                      max: 5000,
                      defaultValue: 0,
                      label: staffText('Girls', 'ছাত্রী'),
                    },
                    {
                      name: 'boys',
                      type: 'number',
                      required: true,
                      min: 0,
                      max: 5000,
                      defaultValue: 0,
                      label: staffText('Boys', 'ছাত্র'),
                    },
                  ],
                },
              ],
            },
          ],
        ),
        section(
          'staff',
          ['Teachers & staff', 'শিক্ষক ও কর্মচারী'],
          [
            'Teachers and leaders are counted by post from the verified faculty list (People → Members); add the staff who have no account here.',
            'শিক্ষক ও নেতৃবৃন্দ যাচাই করা শিক্ষক তালিকা (People → Members) থেকে পদ অনুযায়ী গণনা হয়; যাঁদের অ্যাকাউন্ট নেই সেই কর্মচারীদের এখানে যোগ করুন।',
          ],
          [
            {
              name: 'other_staff',
              type: 'array',
              maxRows: 40,
              label: staffText('Staff without an account', 'অ্যাকাউন্ট নেই এমন কর্মচারী'),
              labels: {
                singular: staffText('Post', 'পদ'),
                plural: staffText('Posts', 'পদসমূহ'),
              },
              admin: {
                description: staffText(
                  'e.g. Office assistant 2, Lab assistant 1, Night guard 1.',
                  'যেমন: অফিস সহায়ক ২, ল্যাব সহকারী ১, নৈশপ্রহরী ১।',
                ),
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'post',
                      type: 'text',
                      required: true,
                      maxLength: 120,
                      localized: true,
                      label: staffText('Post', 'পদ'),
                    },
                    {
                      name: 'count',
                      type: 'number',
                      required: true,
                      min: 0,
                      max: 500,
                      label: staffText('Number', 'সংখ্যা'),
                    },
                  ],
                },
              ],
            },
            {
              name: 'left_out_posts',
              type: 'array',
              maxRows: 40,
              label: staffText('Posts not counted as staff', 'যে পদগুলো কর্মচারী হিসেবে গণ্য নয়'),
              labels: {
                singular: staffText('Post', 'পদ'),
                plural: staffText('Posts', 'পদসমূহ'),
              },
              admin: {
                description: staffText(
                  'Designations in the faculty list that are not school staff, e.g. "Chairman, Governing Body". Written as on the member.',
                  'শিক্ষক তালিকায় থাকা যে পদবিগুলো প্রতিষ্ঠানের কর্মচারী নয়, যেমন "Chairman, Governing Body"। সদস্যের পাতায় যেভাবে লেখা সেভাবে লিখুন।',
                ),
              },
              fields: [
                {
                  name: 'post',
                  type: 'text',
                  required: true,
                  maxLength: 120,
                  label: staffText('Designation', 'পদবি'),
                },
              ],
            },
          ],
        ),
        section(
          'academics',
          ['Routines & syllabi', 'রুটিন ও পাঠ্যসূচি'],
          [
            'The class routine and syllabus of each class for the current year, and the academic calendar.',
            'চলতি বছরের প্রতিটি শ্রেণির ক্লাস রুটিন ও পাঠ্যসূচি, এবং একাডেমিক ক্যালেন্ডার।',
          ],
          [
            ...(['routines', 'syllabi'] as const).map((name): Field => ({
              name,
              type: 'array',
              maxRows: 60,
              label:
                name === 'routines'
                  ? staffText('Class routines', 'ক্লাস রুটিন')
                  : staffText('Syllabi', 'পাঠ্যসূচি'),
              labels:
                name === 'routines'
                  ? {
                      singular: staffText('Routine', 'রুটিন'),
                      plural: staffText('Routines', 'রুটিনসমূহ'),
                    }
                  : {
                      singular: staffText('Syllabus', 'পাঠ্যসূচি'),
                      plural: staffText('Syllabi', 'পাঠ্যসূচিসমূহ'),
                    },
              admin: {
                description: staffText(
                  'One file (PDF or picture) per class and year; upload it under Documents first. A class whose newest file is from an earlier year shows as out of date.',
                  'প্রতিটি শ্রেণি ও বছরের জন্য একটি ফাইল (পিডিএফ বা ছবি); আগে ডকুমেন্টস-এ আপলোড করুন। কোনো শ্রেণির সর্বশেষ ফাইল আগের বছরের হলে তা পুরোনো হিসেবে দেখাবে।',
                ),
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    classField(),
                    yearField(true),
                    {
                      name: 'document',
                      type: 'upload',
                      relationTo: 'documents',
                      required: true,
                      label: staffText('File', 'ফাইল'),
                    },
                  ],
                },
              ],
            })),
            {
              name: 'calendar_link',
              type: 'text',
              defaultValue: '/calendar',
              validate: validateCalendarLink,
              label: staffText('Academic calendar link', 'একাডেমিক ক্যালেন্ডারের লিংক'),
              admin: {
                description: staffText(
                  'The site’s own calendar is /calendar; or give the full https:// address of another.',
                  'সাইটের নিজের ক্যালেন্ডার /calendar; অন্য কোথাও থাকলে তার পূর্ণ https:// ঠিকানা দিন।',
                ),
              },
            },
          ],
        ),
        section(
          'citizen_charter',
          ['Citizen charter', 'সিটিজেন চার্টার'],
          [
            'The services the institution gives, who gives them, in what time and for what fee.',
            'প্রতিষ্ঠান যে সেবাগুলো দেয়, কে দেয়, কত সময়ে এবং কত ফিতে।',
          ],
          [
            {
              name: 'services',
              type: 'array',
              maxRows: 40,
              label: staffText('Services', 'সেবাসমূহ'),
              labels: {
                singular: staffText('Service', 'সেবা'),
                plural: staffText('Services', 'সেবাসমূহ'),
              },
              fields: [
                {
                  name: 'service',
                  type: 'text',
                  required: true,
                  maxLength: 200,
                  localized: true,
                  label: staffText('Service', 'সেবা'),
                  admin: {
                    description: staffText(
                      'e.g. Transfer certificate, Testimonial, Admission form',
                      'যেমন: ছাড়পত্র, প্রশংসাপত্র, ভর্তি ফরম',
                    ),
                  },
                },
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'provider',
                      type: 'text',
                      required: true,
                      maxLength: 160,
                      localized: true,
                      label: staffText('Who provides it', 'সেবা প্রদানকারী'),
                    },
                    {
                      name: 'time',
                      type: 'text',
                      required: true,
                      maxLength: 80,
                      localized: true,
                      label: staffText('Time', 'সময়'),
                      admin: {
                        description: staffText('e.g. 3 working days', 'যেমন: ৩ কর্মদিবস'),
                      },
                    },
                    {
                      name: 'fee',
                      type: 'text',
                      required: true,
                      maxLength: 80,
                      localized: true,
                      label: staffText('Fee', 'ফি'),
                      admin: {
                        description: staffText('e.g. Free, Tk 200', 'যেমন: বিনামূল্যে, ২০০ টাকা'),
                      },
                    },
                  ],
                },
              ],
            },
          ],
        ),
        section(
          'officers',
          ['Information & grievance', 'তথ্য ও অভিযোগ'],
          [
            'Whom the public asks for information (Right to Information Act 2009) and whom they complain to (GRS).',
            'জনগণ কার কাছে তথ্য চাইবে (তথ্য অধিকার আইন ২০০৯) এবং কার কাছে অভিযোগ জানাবে (জিআরএস)।',
          ],
          [
            person('information_officer', 'Information officer', 'তথ্য প্রদানকারী কর্মকর্তা', [
              'The designated officer under the Right to Information Act 2009.',
              'তথ্য অধিকার আইন ২০০৯ অনুযায়ী দায়িত্বপ্রাপ্ত কর্মকর্তা।',
            ]),
            person('grs_focal_point', 'GRS focal point', 'জিআরএস ফোকাল পয়েন্ট', [
              'The officer who receives complaints under the Grievance Redress System.',
              'অভিযোগ প্রতিকার ব্যবস্থার (জিআরএস) অভিযোগ গ্রহণকারী কর্মকর্তা।',
            ]),
          ],
        ),
      ],
    },
  ],
}
