import type { CollectionConfig, PayloadRequest } from 'payload'

import { dutyOnly } from '@/access/staff-managed'
import { classField } from '@/fields/class-options'
import { draftStatusField } from '@/fields/draft-status'
import { dayAndTimePicker } from '@/fields/dates'
import { staffText } from '@/fields/staff-text'
import { CLASS_CHOICES, EXAM_STATUSES, type ExamStatus } from '@/lib/constants'

import { deleteExamResults } from './hooks/delete-exam-results'
import { queuePublishing } from './hooks/queue-publishing'
import { afterExamChange, afterExamDelete } from './hooks/refresh-results-pages'
import { validateExamClasses } from './validate-classes'

const STATUS_LABELS: Record<ExamStatus, { en: string; 'bn-BD': string }> = {
  draft: staffText('Being prepared (not shown)', 'প্রস্তুত হচ্ছে (দেখানো হয় না)'),
  scheduled: staffText('Ready: shown from the publish time', 'প্রস্তুত: প্রকাশের সময় থেকে দেখানো হবে'),
  published: staffText('Published', 'প্রকাশিত'),
}

/**
 * An exam whose results families look up on /results: its classes, each class's subjects with
 * full and pass marks, and when the results become public. Staff only; the public reads results
 * through the lookup (src/features/results), never this collection.
 */
export const Exams: CollectionConfig = {
  slug: 'exams',
  labels: { singular: staffText('Exam', 'পরীক্ষা'), plural: staffText('Exams', 'পরীক্ষাসমূহ') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'year', 'publish_at', 'status'],
    group: staffText('Results', 'ফলাফল'),
    description: staffText(
      'Set up an exam, import each class’s results, check the summary, then choose Ready. Families can look results up from the publish time, not before.',
      'পরীক্ষা তৈরি করুন, প্রতিটি শ্রেণির ফলাফল আমদানি করুন, সারসংক্ষেপ দেখে নিন, তারপর "প্রস্তুত" বেছে নিন। প্রকাশের সময়ের আগে অভিভাবকেরা ফলাফল দেখতে পান না।',
    ),
  },
  access: dutyOnly('results'),
  defaultSort: '-publish_at',
  hooks: {
    afterChange: [afterExamChange, queuePublishing],
    beforeDelete: [deleteExamResults],
    afterDelete: [afterExamDelete],
  },
  fields: [
    {
      name: 'name',
      label: staffText('Exam name', 'পরীক্ষার নাম'),
      type: 'text',
      required: true,
      maxLength: 120,
      localized: true,
      admin: {
        description: staffText(
          'As families know it, e.g. Annual Examination 2026. Write the Bangla name under বাংলা in the language menu above.',
          'অভিভাবকেরা যে নামে চেনেন, যেমন বার্ষিক পরীক্ষা ২০২৬। ইংরেজি নাম উপরের ভাষা মেনুতে English বেছে লিখুন।',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'year',
          label: staffText('Year', 'বছর'),
          type: 'number',
          required: true,
          min: 2000,
          max: 2100,
          index: true,
          admin: { step: 1 },
        },
        {
          name: 'publish_at',
          label: staffText('Publish time', 'প্রকাশের সময়'),
          type: 'date',
          required: true,
          index: true,
          admin: {
            date: dayAndTimePicker,
            description: staffText(
              'Results can be looked up from this moment, and not a minute before.',
              'এই মুহূর্ত থেকে ফলাফল দেখা যাবে, এক মিনিট আগেও নয়।',
            ),
          },
        },
      ],
    },
    draftStatusField(
      EXAM_STATUSES,
      STATUS_LABELS,
      staffText(
        'Keep "Being prepared" while importing and checking. "Ready" shows the results from the publish time; the site marks them published then by itself.',
        'আমদানি ও যাচাইয়ের সময় "প্রস্তুত হচ্ছে" রাখুন। "প্রস্তুত" বেছে নিলে প্রকাশের সময় থেকে ফলাফল দেখা যাবে; তখন সাইট নিজেই প্রকাশিত হিসেবে চিহ্নিত করবে।',
      ),
    ),
    {
      name: 'second_fact',
      label: staffText('What else families type', 'অভিভাবকেরা আর যা লিখবেন'),
      type: 'select',
      defaultValue: 'none',
      options: [
        { value: 'none', label: staffText('Nothing more', 'আর কিছু নয়') },
        {
          value: 'birth_date',
          label: staffText('The student’s date of birth', 'শিক্ষার্থীর জন্মতারিখ'),
        },
        {
          value: 'pin',
          label: staffText('A PIN printed on the admit card', 'প্রবেশপত্রে ছাপা পিন'),
        },
      ],
      admin: {
        description: staffText(
          'Besides roll and registration number. Choose one when registration numbers are widely known (printed on lists, easy to guess); the import file then needs a birth_date or pin column.',
          'রোল ও রেজিস্ট্রেশন নম্বরের সঙ্গে। রেজিস্ট্রেশন নম্বর সবার জানা হলে (তালিকায় ছাপা, সহজে অনুমেয়) একটি বেছে নিন; তখন আমদানির ফাইলে birth_date বা pin কলাম লাগবে।',
        ),
      },
    },
    {
      name: 'classes',
      label: staffText('Classes and subjects', 'শ্রেণি ও বিষয়'),
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: CLASS_CHOICES.length,
      labels: { singular: staffText('Class', 'শ্রেণি'), plural: staffText('Classes', 'শ্রেণিসমূহ') },
      validate: (value: unknown, { req }: { req: PayloadRequest }) =>
        validateExamClasses(value, req.i18n?.language),
      admin: {
        description: staffText(
          'Each class that sat the exam, with its subjects. A subject’s code is the column heading in the import file.',
          'যে শ্রেণিগুলো পরীক্ষা দিয়েছে, তাদের বিষয়সহ। বিষয়ের কোড হলো আমদানি ফাইলের কলামের শিরোনাম।',
        ),
      },
      fields: [
        classField,
        {
          name: 'subjects',
          label: staffText('Subjects', 'বিষয়সমূহ'),
          type: 'array',
          required: true,
          minRows: 1,
          maxRows: 20,
          labels: {
            singular: staffText('Subject', 'বিষয়'),
            plural: staffText('Subjects', 'বিষয়সমূহ'),
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'code',
                  label: staffText('Code (column heading)', 'কোড (কলামের শিরোনাম)'),
                  type: 'text',
                  required: true,
                  maxLength: 40,
                  admin: {
                    description: staffText(
                      'e.g. bangla, math, higher_math',
                      'যেমন bangla, math, higher_math',
                    ),
                  },
                },
                {
                  name: 'name',
                  label: staffText('Subject name', 'বিষয়ের নাম'),
                  type: 'text',
                  required: true,
                  maxLength: 80,
                  localized: true,
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'full_marks',
                  label: staffText('Full marks', 'পূর্ণ নম্বর'),
                  type: 'number',
                  required: true,
                  min: 1,
                  max: 1000,
                  defaultValue: 100,
                },
                {
                  name: 'pass_marks',
                  label: staffText('Pass marks', 'পাস নম্বর'),
                  type: 'number',
                  required: true,
                  min: 0,
                  max: 1000,
                  defaultValue: 33,
                },
                {
                  name: 'optional',
                  label: staffText('Optional (4th) subject', 'ঐচ্ছিক (৪র্থ) বিষয়'),
                  type: 'checkbox',
                  defaultValue: false,
                  admin: {
                    description: staffText(
                      'Its points above 2.00 add to the GPA; failing it does not fail the student.',
                      'এর ২.০০-এর বেশি পয়েন্ট জিপিএ-তে যোগ হয়; এতে ফেল করলে শিক্ষার্থী ফেল হয় না।',
                    ),
                  },
                },
              ],
            },
          ],
        },
      ],
    },
    {
      // The import, the template and the summary, drawn under the classes they are for.
      name: 'results_import',
      type: 'ui',
      admin: { components: { Field: '@/features/results/admin/results-import#ResultsImport' } },
    },
  ],
}
