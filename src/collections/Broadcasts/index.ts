import type { CollectionConfig, Field, PayloadRequest } from 'payload'

import { dutyOnly } from '@/access/staff-managed'
import { draftStatusField } from '@/fields/draft-status'
import { dayAndTimePicker } from '@/fields/dates'
import { staffMessage, staffText } from '@/fields/staff-text'
import {
  BROADCAST_AUDIENCES,
  BROADCAST_CHANNELS,
  BROADCAST_STATUSES,
  type BroadcastAudience,
  type BroadcastStatus,
  CLASS_CHOICES,
} from '@/lib/constants'
import { localiseDigits } from '@/lib/digits'

import { CHANNEL_LABELS } from '../BroadcastRecipients'
import { deleteRecipients } from './hooks/delete-recipients'

const AUDIENCE_LABELS: Record<BroadcastAudience, { en: string; 'bn-BD': string }> = {
  guardians: staffText('All guardians', 'সকল অভিভাবক'),
  class: staffText('Guardians of one class', 'একটি শ্রেণির অভিভাবকেরা'),
  'class-section': staffText('Guardians of one class and section', 'একটি শ্রেণি ও শাখার অভিভাবকেরা'),
  teachers: staffText('Teachers and leaders', 'শিক্ষক ও নেতৃবৃন্দ'),
  'alumni-batch': staffText('An alumni batch', 'একটি প্রাক্তন ব্যাচ'),
  'event-registrants': staffText('Those registered for an event', 'একটি অনুষ্ঠানে নিবন্ধিতরা'),
}

const STATUS_LABELS: Record<BroadcastStatus, { en: string; 'bn-BD': string }> = {
  draft: staffText('Draft (not sent)', 'খসড়া (পাঠানো হয়নি)'),
  scheduled: staffText('Send (now, or at the time set)', 'পাঠান (এখনই, বা নির্ধারিত সময়ে)'),
  sending: staffText('Sending', 'পাঠানো হচ্ছে'),
  sent: staffText('Sent', 'পাঠানো হয়েছে'),
}

const showFor =
  (...audiences: BroadcastAudience[]) =>
  (data: Record<string, unknown> | undefined) =>
    audiences.includes(data?.audience as BroadcastAudience)

/** A figure the site counts on every save; staff read it, nobody types it. */
const figure = (name: string, en: string, bn: string, type: 'number' | 'text' = 'number'): Field =>
  ({
    name,
    label: staffText(en, bn),
    type,
    admin: { readOnly: true, position: 'sidebar' },
  }) as Field

/**
 * A message from the school to guardians, teachers, an alumni batch or an event's registrants,
 * by SMS and/or e-mail. Staff write a draft, see who it reaches and what it costs, then send it
 * now or at a time; a job sends it and lists each recipient's status. Its figures, sending and
 * endpoints are the broadcasts feature's (src/features/broadcasts/plugin.ts adds them).
 */
export const Broadcasts: CollectionConfig = {
  slug: 'broadcasts',
  labels: {
    singular: staffText('Broadcast', 'বার্তা'),
    plural: staffText('Broadcasts', 'বার্তাসমূহ'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'audience', 'channels', 'status', 'recipients', 'sent_count'],
    group: staffText('Messages', 'বার্তা'),
    description: staffText(
      'SMS and e-mail to guardians and others. Recipients and cost show as you choose the audience and write; choosing "Send" asks once before sending. Guardians receive SMS only where the family agreed (member profile, "Parents & guardian"); no SMS goes out between 9 pm and 8 am unless marked urgent.',
      'অভিভাবক ও অন্যদের কাছে এসএমএস ও ই-মেইল। প্রাপক বাছাই ও লেখার সঙ্গে সঙ্গে প্রাপক ও খরচ দেখা যায়; "পাঠান" বেছে নিলে পাঠানোর আগে একবার জিজ্ঞেস করা হয়। পরিবার সম্মতি দিলে তবেই অভিভাবক এসএমএস পান (সদস্যের প্রোফাইল, "পিতামাতা ও অভিভাবক")। জরুরি না হলে রাত ৯টা থেকে সকাল ৮টা পর্যন্ত কোনো এসএমএস যায় না।',
    ),
  },
  access: dutyOnly('messages'),
  defaultSort: '-createdAt',
  hooks: {
    beforeDelete: [deleteRecipients],
  },
  fields: [
    {
      name: 'title',
      label: staffText('Title', 'শিরোনাম'),
      type: 'text',
      required: true,
      maxLength: 150,
      admin: {
        description: staffText(
          'For the office, and the subject of the e-mail. It is not part of the SMS.',
          'অফিসের জন্য, আর ই-মেইলের বিষয়। এটি এসএমএসে যায় না।',
        ),
      },
    },
    {
      name: 'text',
      label: staffText('Message', 'বার্তা'),
      type: 'textarea',
      required: true,
      maxLength: 1000,
      admin: {
        description: staffText(
          'Bangla, English or both. Bangla takes 70 characters per SMS (67 when longer); English 160 (153). Parts and cost show below as you write.',
          'বাংলা, ইংরেজি বা দুটোই। বাংলায় এক এসএমএসে ৭০ অক্ষর (বড় হলে প্রতি ভাগে ৬৭); ইংরেজিতে ১৬০ (১৫৩)। লেখার সঙ্গে সঙ্গে নিচে ভাগ ও খরচ দেখা যায়।',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'audience',
          label: staffText('Send to', 'প্রাপক'),
          type: 'select',
          required: true,
          defaultValue: 'class',
          options: BROADCAST_AUDIENCES.map((value) => ({ value, label: AUDIENCE_LABELS[value] })),
        },
        {
          name: 'class_name',
          label: staffText('Class', 'শ্রেণি'),
          type: 'select',
          options: CLASS_CHOICES.map((value) => ({
            value,
            label: staffText(`Class ${value}`, `শ্রেণি ${localiseDigits(value, 'bn')}`),
          })),
          admin: { condition: showFor('class', 'class-section') },
          validate: (
            value: unknown,
            { siblingData, req }: { siblingData: Record<string, unknown>; req: PayloadRequest },
          ) =>
            !showFor('class', 'class-section')(siblingData) ||
            Boolean(value) ||
            staffMessage(req, 'Choose a class.', 'একটি শ্রেণি বেছে নিন।'),
        },
        {
          name: 'section',
          label: staffText('Section', 'শাখা'),
          type: 'text',
          maxLength: 20,
          admin: { condition: showFor('class-section') },
        },
        {
          name: 'alumni_batch',
          label: staffText('Graduation year', 'উত্তীর্ণের বছর'),
          type: 'number',
          min: 1900,
          max: 2100,
          admin: { condition: showFor('alumni-batch') },
        },
        {
          name: 'event',
          label: staffText('Event', 'অনুষ্ঠান'),
          type: 'relationship',
          relationTo: 'events',
          admin: { condition: showFor('event-registrants') },
        },
      ],
    },
    {
      name: 'channels',
      label: staffText('Send by', 'মাধ্যম'),
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['sms'],
      options: BROADCAST_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] })),
      admin: {
        description: staffText(
          'E-mail goes to the student’s (or person’s) account address.',
          'ই-মেইল যায় শিক্ষার্থীর (বা ব্যক্তির) অ্যাকাউন্টের ঠিকানায়।',
        ),
      },
    },
    {
      name: 'notice',
      label: staffText('From notice', 'যে নোটিশ থেকে'),
      type: 'relationship',
      relationTo: 'notices',
      admin: { readOnly: true, condition: (data) => Boolean(data?.notice) },
    },
    {
      name: 'preview',
      type: 'ui',
      admin: {
        components: { Field: '@/features/broadcasts/admin/broadcast-preview#BroadcastPreview' },
      },
    },
    draftStatusField(
      BROADCAST_STATUSES,
      STATUS_LABELS,
      staffText(
        'Choose "Send" and save to send now, or at the time below. Back to "Draft" before that time cancels it.',
        '"পাঠান" বেছে সংরক্ষণ করলে এখনই, বা নিচের সময়ে পাঠানো হবে। সেই সময়ের আগে "খসড়া" করলে বাতিল হবে।',
      ),
    ),
    {
      name: 'send_at',
      label: staffText('Send at', 'পাঠানোর সময়'),
      type: 'date',
      admin: {
        position: 'sidebar',
        date: dayAndTimePicker,
        description: staffText(
          'Empty: as soon as you choose Send.',
          'খালি রাখলে: "পাঠান" বেছে নেওয়ার সঙ্গে সঙ্গে।',
        ),
      },
    },
    {
      name: 'urgent',
      label: staffText('Urgent (may send at night)', 'জরুরি (রাতেও পাঠানো যাবে)'),
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: staffText(
          'Only for emergencies, e.g. the school closing tomorrow. Otherwise SMS from 9 pm wait until 8 am.',
          'শুধু জরুরি অবস্থায়, যেমন আগামীকাল বিদ্যালয় বন্ধ। নইলে রাত ৯টার পরের এসএমএস সকাল ৮টা পর্যন্ত অপেক্ষা করে।',
        ),
      },
    },
    figure('recipients', 'SMS recipients', 'এসএমএস প্রাপক'),
    figure('email_recipients', 'E-mail recipients', 'ই-মেইল প্রাপক'),
    figure('invalid_numbers', 'Numbers that cannot take SMS', 'এসএমএস যাবে না এমন নম্বর'),
    figure('opted_out', 'On the opt-out list', 'বন্ধের তালিকায়'),
    figure(
      'unconfirmed_numbers',
      'Guardians’ numbers not confirmed yet',
      'অভিভাবকের যে নম্বর এখনও নিশ্চিত হয়নি',
    ),
    // Kept for the counts; the summary says it in words ("Bangla / Unicode: 70 characters…").
    { ...figure('encoding', 'Alphabet', 'বর্ণমালা', 'text'), admin: { hidden: true } } as Field,
    figure('parts_per_message', 'SMS parts per message', 'প্রতি বার্তায় এসএমএস ভাগ'),
    figure('total_parts', 'SMS parts in all', 'মোট এসএমএস ভাগ'),
    figure('estimated_cost', 'Estimated cost (Tk)', 'আনুমানিক খরচ (টাকা)'),
    figure('queued_count', 'Waiting', 'অপেক্ষমাণ'),
    {
      name: 'held_reason',
      type: 'select',
      label: staffText('Why the SMS wait', 'এসএমএস কেন অপেক্ষায়'),
      options: [
        {
          value: 'quiet_hours',
          label: staffText(
            'Quiet hours (9 pm to 8 am): the rest go at 8 am',
            'রাতের বিরতি (রাত ৯টা থেকে সকাল ৮টা): বাকিগুলো সকাল ৮টায় যাবে',
          ),
        },
        {
          value: 'daily_limit',
          label: staffText(
            'Today’s SMS spending limit is reached: tried again every 15 minutes, or raise it in Site settings',
            'আজকের এসএমএস খরচের সীমা শেষ: প্রতি ১৫ মিনিটে আবার চেষ্টা হবে, অথবা সাইট সেটিংসে সীমা বাড়ান',
          ),
        },
      ],
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => Boolean(data?.held_reason),
      },
    },
    {
      name: 'held_until',
      type: 'date',
      label: staffText('SMS wait until', 'এসএমএস অপেক্ষা করবে যতক্ষণ'),
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        condition: (data) => Boolean(data?.held_until),
      },
    },
    figure('sent_count', 'Sent', 'পাঠানো হয়েছে'),
    figure('failed_count', 'Failed', 'ব্যর্থ'),
  ],
}
