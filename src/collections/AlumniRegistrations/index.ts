import type { CollectionConfig, Field, TextareaFieldValidation, UIField } from 'payload'

import { adminList } from '@/fields/admin-list'
import { isAdmin } from '@/access/is-admin'
import { hasDuty, withDuty, withDutyField } from '@/access/duties'
import { ownedByMemberOr } from '@/access/owned-by-member-or-staff'
import { asMember } from '@/access/user-kinds'
import { imageField } from '@/fields/image'
import { validateWebLink } from '@/fields/validate-url'
import { auditStaffChanges } from '@/hooks/audit-staff-changes'
import { toOptions } from '@/fields/options'
import { staffMessage, staffText } from '@/fields/staff-text'
import {
  ALUMNI_REGISTRATION_STATUSES,
  ALUMNI_STATUS_NAMES,
  DEGREES,
  PAYMENT_METHODS,
} from '@/lib/constants'
import { PAYMENT_METHOD_NAMES } from '@/lib/payment-methods'
import type { AlumniRegistration } from '@/payload-types'

import { prepareRegistration } from './hooks/prepare-registration'

const audit = auditStaffChanges('alumni-registrations')

/**
 * A payment's facts come from the member's form and the network: kept as sent, so the office
 * decides on what the member paid, not on an edited copy.
 */
const fact = <F extends Exclude<Field, UIField>>(field: F): F =>
  ({
    ...field,
    access: { ...field.access, update: () => false },
    admin: { ...field.admin, disableBulkEdit: true },
  }) as F

export const REJECTION_REASON_REQUIRED = {
  en: 'Write why the payment is rejected; the member reads it in the e-mail.',
  bn: 'পেমেন্ট কেন বাতিল করা হলো লিখুন; সদস্য ই-মেইলে এটি পড়বেন।',
}

/** A rejection always carries its reason, whichever way it is saved. */
const requireRejectionReason: TextareaFieldValidation = (value, { siblingData, req }) =>
  (siblingData as Partial<AlumniRegistration>).status === 'rejected' && !value?.trim()
    ? staffMessage(req, REJECTION_REASON_REQUIRED.en, REJECTION_REASON_REQUIRED.bn)
    : true

/** Membership of an alumni network with its payment; staff verify the payment. */
export const AlumniRegistrations: CollectionConfig = {
  slug: 'alumni-registrations',
  labels: {
    singular: staffText('Alumni membership payment', 'অ্যালামনাই সদস্যপদ পেমেন্ট'),
    plural: staffText('Alumni membership payments', 'অ্যালামনাই সদস্যপদ পেমেন্ট'),
  },
  admin: adminList('Alumni', [
    'name',
    'network',
    'payment_method',
    'transaction_id',
    'status',
    'createdAt',
  ]),
  // Dues are the treasurer's: the office sees who joined, only the treasurer decides on payments.
  access: {
    create: ({ req }) => asMember(req.user) !== null || hasDuty(req.user, 'money'),
    read: ownedByMemberOr('money', 'inbox'),
    update: withDuty('money'),
    delete: isAdmin,
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['payment_method', 'transaction_key'], unique: true }],
  hooks: {
    beforeChange: [prepareRegistration],
    afterChange: [audit.afterChange],
    afterDelete: [audit.afterDelete],
  },
  fields: [
    {
      name: 'decide',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/features/today/admin/payment-decision-field#PaymentDecisionField' },
      },
    },
    {
      name: 'status',
      label: staffText('Decision', 'সিদ্ধান্ত'),
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ALUMNI_REGISTRATION_STATUSES.map((value) => ({
        value,
        label: staffText(ALUMNI_STATUS_NAMES[value].en, ALUMNI_STATUS_NAMES[value].bn),
      })),
      index: true,
      access: { create: withDutyField('money'), update: withDutyField('money') },
      admin: {
        position: 'sidebar',
        // Decided with Approve / Reject, which confirm and show the member's e-mail first.
        readOnly: true,
        disableBulkEdit: true,
        description: staffText(
          'Use Approve or Reject above. Once decided, the decision stays.',
          'ওপরের অনুমোদন বা বাতিল বোতাম ব্যবহার করুন। একবার সিদ্ধান্ত হলে তা আর বদলায় না।',
        ),
      },
    },
    {
      name: 'verified_by',
      label: staffText('Decided by', 'সিদ্ধান্ত দিয়েছেন'),
      type: 'relationship',
      relationTo: 'admins',
      access: { create: () => false, update: () => false, read: withDutyField('money') },
      admin: { position: 'sidebar', readOnly: true, disableBulkEdit: true },
    },
    {
      name: 'verified_at',
      label: staffText('Decided on', 'সিদ্ধান্তের সময়'),
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, disableBulkEdit: true },
    },
    {
      name: 'decision_note',
      label: staffText('Reason for rejecting', 'বাতিলের কারণ'),
      type: 'textarea',
      maxLength: 500,
      access: { create: withDutyField('money'), update: withDutyField('money') },
      validate: requireRejectionReason,
      admin: {
        position: 'sidebar',
        readOnly: true,
        disableBulkEdit: true,
        description: staffText(
          'Why a payment was rejected; the member reads it in the e-mail.',
          'পেমেন্ট কেন বাতিল হলো; সদস্য ই-মেইলে এটি পড়বেন।',
        ),
      },
    },
    fact({
      name: 'user',
      label: staffText('Member', 'সদস্য'),
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
    }),
    fact({
      name: 'network',
      label: staffText('Alumni network', 'অ্যালামনাই নেটওয়ার্ক'),
      type: 'relationship',
      relationTo: 'alumni-resources',
      required: true,
    }),
    fact({
      name: 'alumni_type',
      label: staffText('Network name', 'নেটওয়ার্কের নাম'),
      type: 'text',
      maxLength: 160,
      admin: {
        description: staffText(
          'The network’s title when the member registered.',
          'সদস্য নিবন্ধনের সময় নেটওয়ার্কের নাম।',
        ),
      },
    }),
    {
      name: 'name',
      label: staffText('Full name', 'পূর্ণ নাম'),
      type: 'text',
      required: true,
      maxLength: 120,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'passing_year',
          label: staffText('Graduation year', 'পাসের বছর'),
          type: 'number',
          required: true,
          min: 1900,
          max: 2100,
        },
        {
          name: 'degree',
          label: staffText('Degree', 'ডিগ্রি'),
          type: 'select',
          required: true,
          options: toOptions(DEGREES),
        },
        {
          name: 'batch',
          label: staffText('Batch', 'ব্যাচ'),
          type: 'text',
          required: true,
          maxLength: 40,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'job_title',
          label: staffText('Job title', 'পদবি'),
          type: 'text',
          required: true,
          maxLength: 120,
        },
        {
          name: 'current_profession',
          label: staffText('Profession', 'পেশা'),
          type: 'text',
          required: true,
          maxLength: 120,
        },
        {
          name: 'company_name',
          label: staffText('Workplace', 'কর্মস্থল'),
          type: 'text',
          required: true,
          maxLength: 160,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', label: staffText('E-mail', 'ই-মেইল'), type: 'email', required: true },
        {
          name: 'phone_no',
          label: staffText('Phone', 'ফোন'),
          type: 'text',
          maxLength: 20,
        },
        {
          name: 'linkedin_url',
          label: staffText('LinkedIn link', 'লিংকডইন লিংক'),
          type: 'text',
          maxLength: 300,
          validate: validateWebLink,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        fact({
          name: 'payment_method',
          label: staffText('Paid with', 'পেমেন্টের মাধ্যম'),
          type: 'select',
          options: PAYMENT_METHODS.map((value) => ({
            value,
            label: staffText(PAYMENT_METHOD_NAMES[value].en, PAYMENT_METHOD_NAMES[value].bn),
          })),
        }),
        fact({
          name: 'transaction_id',
          label: staffText('Transaction ID', 'ট্রানজেকশন আইডি'),
          type: 'text',
          maxLength: 60,
        }),
        fact({
          name: 'amount',
          label: staffText('Membership fee', 'সদস্য ফি'),
          type: 'text',
          maxLength: 80,
          admin: {
            description: staffText(
              'The network’s membership fee when the member registered.',
              'সদস্য নিবন্ধনের সময় নেটওয়ার্কের সদস্য ফি।',
            ),
          },
        }),
      ],
    },
    {
      name: 'transaction_key',
      type: 'text',
      admin: { hidden: true, disableBulkEdit: true },
      access: { read: withDutyField('money') },
    },
    imageField('image'),
  ],
}
