import type { CollectionConfig } from 'payload'

import { withDuty } from '@/access/duties'
import { nobody } from '@/access/nobody'
import { classField } from '@/fields/class-options'
import { staffText } from '@/fields/staff-text'
import { RESULT_OUTCOMES } from '@/lib/constants'

const computed = { readOnly: true }

/**
 * One student's result in one exam, with the grades computed when it was imported. Written only
 * by the import (src/features/results), which grades every row; staff read and delete here, and
 * the public reads one result at a time through the lookup, by exam, class, roll and
 * registration number, or by the mark sheet's code.
 */
export const Results: CollectionConfig = {
  slug: 'results',
  labels: { singular: staffText('Result', 'ফলাফল'), plural: staffText('Results', 'ফলাফলসমূহ') },
  admin: {
    useAsTitle: 'student_name',
    defaultColumns: ['student_name', 'exam', 'class', 'section', 'roll', 'gpa', 'result'],
    listSearchableFields: ['student_name', 'registration'],
    group: staffText('Results', 'ফলাফল'),
    description: staffText(
      'Results come from an import on the exam (Exams → an exam → Import results). To correct a mark, fix the file and import that class again.',
      'ফলাফল আসে পরীক্ষার আমদানি থেকে (পরীক্ষাসমূহ → একটি পরীক্ষা → ফলাফল আমদানি)। কোনো নম্বর ঠিক করতে ফাইল ঠিক করে ওই শ্রেণি আবার আমদানি করুন।',
    ),
  },
  access: {
    read: withDuty('results'),
    create: nobody,
    update: nobody,
    delete: withDuty('results'),
  },
  defaultSort: 'roll',
  indexes: [
    // The lookup's one read, and one student per roll in a class.
    { fields: ['exam', 'class', 'roll'], unique: true },
    { fields: ['exam', 'registration'], unique: true },
  ],
  fields: [
    {
      name: 'exam',
      label: staffText('Exam', 'পরীক্ষা'),
      type: 'relationship',
      relationTo: 'exams',
      required: true,
      index: true,
    },
    {
      type: 'row',
      fields: [
        classField,
        { name: 'section', label: staffText('Section', 'শাখা'), type: 'text', maxLength: 20 },
        {
          name: 'roll',
          label: staffText('Roll', 'রোল'),
          type: 'number',
          required: true,
          min: 1,
          max: 100_000,
        },
        {
          name: 'registration',
          label: staffText('Registration number', 'রেজিস্ট্রেশন নম্বর'),
          type: 'text',
          required: true,
          maxLength: 20,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'birth_date',
          label: staffText('Date of birth', 'জন্মতারিখ'),
          type: 'text',
          maxLength: 10,
          admin: {
            description: staffText(
              'Asked at lookup when the exam asks for the date of birth (YYYY-MM-DD).',
              'পরীক্ষায় জন্মতারিখ চাওয়া হলে ফলাফল দেখার সময় লাগে (বছর-মাস-দিন)।',
            ),
          },
        },
        {
          name: 'pin',
          label: staffText('PIN', 'পিন'),
          type: 'text',
          maxLength: 12,
          admin: {
            description: staffText(
              'Asked at lookup when the exam asks for the printed PIN.',
              'পরীক্ষায় ছাপা পিন চাওয়া হলে ফলাফল দেখার সময় লাগে।',
            ),
          },
        },
      ],
    },
    {
      name: 'student_name',
      label: staffText('Student name', 'শিক্ষার্থীর নাম'),
      type: 'text',
      required: true,
      maxLength: 120,
    },
    {
      name: 'subjects',
      label: staffText('Marks', 'প্রাপ্ত নম্বর'),
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: staffText('Subject', 'বিষয়'), plural: staffText('Subjects', 'বিষয়সমূহ') },
      admin: computed,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'subject',
              label: staffText('Subject code', 'বিষয়ের কোড'),
              type: 'text',
              required: true,
              maxLength: 40,
            },
            { name: 'marks', label: staffText('Marks', 'নম্বর'), type: 'number', required: true },
            { name: 'grade', label: staffText('Grade', 'গ্রেড'), type: 'text', maxLength: 2 },
            { name: 'point', label: staffText('Point', 'পয়েন্ট'), type: 'number' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'gpa',
          label: staffText('GPA', 'জিপিএ'),
          type: 'number',
          required: true,
          admin: computed,
        },
        {
          name: 'grade',
          label: staffText('Letter grade', 'লেটার গ্রেড'),
          type: 'text',
          required: true,
          maxLength: 2,
          admin: computed,
        },
        {
          name: 'result',
          label: staffText('Result', 'ফলাফল'),
          type: 'select',
          required: true,
          options: RESULT_OUTCOMES.map((value) => ({
            value,
            label:
              value === 'passed' ? staffText('Passed', 'উত্তীর্ণ') : staffText('Failed', 'অনুত্তীর্ণ'),
          })),
          admin: computed,
        },
      ],
    },
    {
      name: 'code',
      label: staffText('Mark sheet code', 'নম্বরপত্রের কোড'),
      type: 'text',
      required: true,
      unique: true,
      maxLength: 32,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: staffText(
          'The secret part of the printed mark sheet’s link and QR code (/results/verify/…).',
          'ছাপা নম্বরপত্রের লিংক ও কিউআর কোডের গোপন অংশ (/results/verify/…)।',
        ),
      },
    },
  ],
}
