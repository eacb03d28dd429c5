import type { CollectionConfig, Field, Tab } from 'payload'

import { adminList } from '@/fields/admin-list'
import { anyone } from '@/access/anyone'
import { isSelfOrMembersOffice } from '@/access/is-self-or-members-office'
import { withDutyField } from '@/access/duties'
import { ADULT_ONLY_SECTIONS, type ProfileSection } from '@/lib/profile-privacy'
import {
  BLOOD_GROUPS,
  CLASS_CHOICES,
  GENDERS,
  GROUPS,
  GUARDIAN_CONTACTS,
  type GuardianContact,
  isFaculty,
  isStudent,
  LANGUAGES,
  ROLE,
  SPECIALIZATIONS,
} from '@/lib/constants'
import { toOptions } from '@/fields/options'
import { staffText } from '@/fields/staff-text'
import { firstAndLastName } from '@/fields/person-name'
import { sessionCookies } from '@/lib/cookies'

import { birthDateOnce } from './access/birth-date'
import { canReadOwnSessions, canReadOwnSettings, canReadSection } from './access/can-read-section'
import { canChangeRole, canSetRoleOnCreate } from './access/role-access'
import { forgotPasswordEmail } from './forgot-password-email'
import { refuseCommonPassword } from '@/hooks/refuse-common-password'

import { confirmGuardianPhone } from './hooks/confirm-guardian-phone'
import { enforceVisibility } from './hooks/enforce-visibility'
import { eraseMemberData } from './hooks/erase-member-data'
import { forgetMemberPages, revalidateMemberPages } from './hooks/revalidate-member-pages'

const GUARDIAN_LABELS: Record<GuardianContact, { en: string; 'bn-BD': string }> = {
  father: staffText('Father’s phone', 'বাবার ফোন'),
  mother: staffText('Mother’s phone', 'মায়ের ফোন'),
  local_guardian: staffText('Local guardian’s phone', 'স্থানীয় অভিভাবকের ফোন'),
}

/** What the admin calls each private profile section, in the order of its tabs. */
const SECTION_LABELS: Record<ProfileSection, string> = {
  details: 'Student details',
  contact: 'Contact',
  guardian: 'Parents & guardian',
  address: 'Address',
  basic: 'Basic info',
}

/** A private section's tab: every field in it carries the section's read rule. */
function privateTab(section: ProfileSection, fields: Field[]): Tab {
  const owner = ADULT_ONLY_SECTIONS.includes(section) ? 'an adult member' : 'the member'
  return {
    label: SECTION_LABELS[section],
    description: `Private unless ${owner} makes this section public.`,
    fields: fields.map(
      (field) =>
        ({
          ...field,
          access: { ...('access' in field ? field.access : {}), read: canReadSection(section) },
        }) as Field,
    ),
  }
}

/** The owner's switches that make each private section public. */
const visibilitySwitches: Field[] = Object.entries(SECTION_LABELS).map(([section, label]) => ({
  name: section,
  label: `${label} public`,
  type: 'checkbox',
  defaultValue: false,
}))

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Member', plural: 'Members' },
  admin: adminList(
    'People',
    ['first_name', 'last_name', 'email', 'role', 'faculty_verified', 'student_class'],
    { description: 'Students, teachers and leaders who sign in on the public site.' },
  ),
  auth: {
    tokenExpiration: 60 * 60 * 24 * 7,
    // No account is locked for a fixed time by whoever knows its e-mail: wrong passwords slow it
    // instead, and a stranger's address is stopped first (src/lib/limit-settings.ts).
    maxLoginAttempts: 0,
    useSessions: true,
    cookies: sessionCookies,
    forgotPassword: forgotPasswordEmail,
  },
  access: {
    // Members sign in on the public site only; the admin panel belongs to the admins collection.
    admin: () => false,
    create: anyone,
    read: anyone,
    update: isSelfOrMembersOffice,
    delete: isSelfOrMembersOffice,
  },
  hooks: {
    beforeValidate: [refuseCommonPassword],
    beforeChange: [enforceVisibility, confirmGuardianPhone],
    afterChange: [revalidateMemberPages],
    beforeDelete: [eraseMemberData],
    afterDelete: [forgetMemberPages],
  },
  fields: [
    // Payload's own sign-in address and session list, declared here so that their read rules are
    // the ones list filters and sorts obey: a field nobody may read cannot answer a guess either.
    { name: 'email', type: 'email', access: { read: canReadSection('contact') } },
    {
      name: 'sessions',
      type: 'array',
      access: { read: canReadOwnSessions },
      admin: { disabled: true },
      fields: [
        { name: 'id', type: 'text', required: true },
        { name: 'createdAt', type: 'date' },
        { name: 'expiresAt', type: 'date', required: true },
      ],
    },
    {
      name: 'faculty_verified',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Verified teacher or leader', 'bn-BD': 'যাচাই করা শিক্ষক বা নেতৃত্ব' },
      access: { create: withDutyField('members'), update: withDutyField('members') },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Tick only after the office has confirmed that this person teaches at or leads the school. Only ticked teachers and leaders are listed on the About page; everyone who signs up starts unticked.',
          'bn-BD':
            'অফিস নিশ্চিত হওয়ার পরেই টিক দিন যে এই ব্যক্তি বিদ্যালয়ে পড়ান বা বিদ্যালয়ের নেতৃত্বে আছেন। শুধু টিক দেওয়া শিক্ষক ও নেতৃবৃন্দ "আমাদের সম্পর্কে" পাতায় দেখানো হয়; যে কেউ নিজে নিবন্ধন করলে টিক ছাড়াই শুরু হয়।',
        },
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Profile',
          fields: [
            firstAndLastName,
            {
              name: 'role',
              type: 'select',
              required: true,
              defaultValue: ROLE.student,
              options: [
                { label: `Student (${ROLE.student})`, value: ROLE.student },
                { label: `Teacher (${ROLE.teacher})`, value: ROLE.teacher },
                { label: `Leadership (${ROLE.leadership})`, value: ROLE.leadership },
              ],
              access: { create: canSetRoleOnCreate, update: canChangeRole },
              index: true,
            },
            {
              type: 'row',
              fields: [
                { name: 'profile_image', type: 'upload', relationTo: 'media' },
                { name: 'banner', type: 'upload', relationTo: 'media' },
              ],
            },
            {
              name: 'designation',
              type: 'text',
              maxLength: 120,
              // A title such as "Vice Principal" speaks for the school, so only the office sets it.
              access: { create: withDutyField('members'), update: withDutyField('members') },
              admin: {
                description: {
                  en: 'Set by the office. Shown on the About page for verified leaders and teachers.',
                  'bn-BD':
                    'অফিস থেকে দেওয়া হয়। যাচাই করা নেতৃবৃন্দ ও শিক্ষকদের জন্য "আমাদের সম্পর্কে" পাতায় দেখানো হয়।',
                },
              },
            },
            {
              name: 'specialization',
              type: 'select',
              options: toOptions(SPECIALIZATIONS),
              admin: { condition: (data) => isFaculty(data?.role) },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'student_class',
                  label: 'Class',
                  type: 'select',
                  options: toOptions(CLASS_CHOICES),
                  admin: { condition: (data) => isStudent(data?.role) },
                },
                {
                  name: 'group',
                  type: 'select',
                  options: toOptions(GROUPS),
                  admin: { condition: (data) => isStudent(data?.role) },
                },
                {
                  name: 'section',
                  type: 'text',
                  maxLength: 20,
                  admin: { condition: (data) => isStudent(data?.role) },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'current_school', type: 'text', maxLength: 160 },
                { name: 'previous_school', type: 'text', maxLength: 160 },
              ],
            },
            {
              name: 'hobbies',
              type: 'array',
              maxRows: 30,
              labels: {
                singular: staffText('Hobby', 'শখ'),
                plural: staffText('Hobbies', 'শখ'),
              },
              fields: [
                { name: 'value', label: 'Hobby', type: 'text', required: true, maxLength: 60 },
              ],
            },
          ],
        },
        privateTab('details', [
          { name: 'student_id', type: 'text', maxLength: 40 },
          { name: 'teacher_id', type: 'text', maxLength: 40 },
          { name: 'roll', type: 'text', maxLength: 20 },
          {
            name: 'blood_grp',
            label: 'Blood group',
            type: 'select',
            options: toOptions(BLOOD_GROUPS),
          },
          { name: 'nationality', type: 'text', maxLength: 60 },
        ]),
        privateTab('contact', [
          { name: 'phone', type: 'text', maxLength: 20 },
          { name: 'alternative_phone', type: 'text', maxLength: 20 },
          { name: 'emergency_phone', type: 'text', maxLength: 20 },
        ]),
        privateTab('guardian', [
          { name: 'father_name', type: 'text', maxLength: 120 },
          { name: 'father_phone', type: 'text', maxLength: 20 },
          { name: 'mother_name', type: 'text', maxLength: 120 },
          { name: 'mother_phone', type: 'text', maxLength: 20 },
          { name: 'local_guardian_name', type: 'text', maxLength: 120 },
          { name: 'local_guardian_phone', type: 'text', maxLength: 20 },
          {
            name: 'broadcast_consent',
            label: staffText('School SMS go to', 'বিদ্যালয়ের এসএমএস যাবে'),
            type: 'select',
            options: GUARDIAN_CONTACTS.map((value) => ({ value, label: GUARDIAN_LABELS[value] })),
            admin: {
              description: staffText(
                'Set only when this parent or guardian has agreed to receive the school’s messages on that phone. Empty: no SMS is sent to the family.',
                'শুধু তখনই বেছে নিন যখন এই অভিভাবক ওই ফোনে বিদ্যালয়ের বার্তা পেতে সম্মতি দিয়েছেন। খালি থাকলে পরিবারকে কোনো এসএমএস পাঠানো হয় না।',
              ),
            },
          },
          {
            name: 'guardian_sms_confirmed',
            label: staffText('Confirmed number for school SMS', 'বিদ্যালয়ের এসএমএসের নিশ্চিত নম্বর'),
            type: 'text',
            maxLength: 20,
            access: {
              read: canReadOwnSettings,
              create: withDutyField('members'),
              update: withDutyField('members'),
            },
            admin: {
              description: staffText(
                'SMS go only to this number, when it is the chosen guardian’s phone. It is filled when the guardian types back the code sent to the phone, or when the office changes the phone or the choice above. A number the student typed stays unconfirmed: after speaking with the guardian, type the number here.',
                'এসএমএস শুধু এই নম্বরে যায়, যদি এটি বেছে নেওয়া অভিভাবকের ফোন হয়। অভিভাবক ফোনে পাঠানো কোড ফেরত দিলে, বা অফিস ওপরের ফোন বা পছন্দ বদলালে এটি পূরণ হয়। শিক্ষার্থীর লেখা নম্বর নিশ্চিত হয় না: অভিভাবকের সঙ্গে কথা বলে নম্বরটি এখানে লিখুন।',
              ),
            },
          },
        ]),
        privateTab('address', [
          { name: 'post_office', label: 'Post office (location)', type: 'text', maxLength: 120 },
          { name: 'current_village', label: 'Current address', type: 'text', maxLength: 240 },
          { name: 'village', label: 'Permanent address', type: 'text', maxLength: 240 },
        ]),
        privateTab('basic', [
          { name: 'gender', type: 'select', options: toOptions(GENDERS) },
          {
            name: 'birthdate',
            type: 'date',
            // Set once by the member; after that only the office changes it, so a minor cannot
            // make themself an adult to lift the rules that keep their details private.
            access: { update: birthDateOnce },
            admin: { date: { pickerAppearance: 'dayOnly' } },
          },
          { name: 'language', type: 'select', options: toOptions(LANGUAGES) },
        ]),
        {
          label: 'Privacy',
          fields: [
            {
              name: 'visibility',
              type: 'group',
              admin: {
                description:
                  'Sections shown to everyone. Members under 18 cannot publish contact, guardian or address details.',
              },
              access: { read: canReadOwnSettings },
              fields: visibilitySwitches,
            },
            {
              name: 'guardian_consent',
              type: 'checkbox',
              defaultValue: false,
              admin: {
                description: 'A parent or guardian has agreed to this account (members under 18).',
              },
              access: {
                read: canReadOwnSettings,
                create: withDutyField('members'),
                update: withDutyField('members'),
              },
            },
          ],
        },
      ],
    },
  ],
}
