import { EmptyState } from '@/components/ui/error-card'
import {
  ALUMNI_STATUS_LABELS,
  BLOOD_GROUPS,
  CLASS_CHOICES,
  GENDERS,
  GROUPS,
  LANGUAGES,
  SPECIALIZATIONS,
} from '@/lib/constants'
import { formatDate } from '@/lib/format'
import type { AlumniRegistration, Media, User } from '@/payload-types'

import { canMakePublic, type ProfileSection } from '../privacy'
import { CopyProfileLink } from './copy-profile-link.client'
import { EditableCard, type EditField } from './editable-card.client'
import { PictureUpload } from './picture-upload.client'
import { DeleteAccount } from './delete-account.client'
import { PrivacySettings, type PrivacyRow } from './privacy-settings.client'
import { ProfileSideTabs } from './profile-side-tabs.client'

const v = (value: string | null | undefined) => value ?? ''

function pictureUrl(media: number | Media | null | undefined, size: 'thumbnail' | 'card' | 'hero') {
  if (!media || typeof media === 'number') return null
  return media.sizes?.[size]?.url || media.url || null
}

const SECTION_LABELS: Record<ProfileSection, string> = {
  details: 'Student or teacher details',
  contact: 'Contact info',
  guardian: 'Parent/Guardian info',
  address: 'Address and location',
  basic: 'Basic info',
}

/** The signed-in member's own profile (spec 2.21): everything, editable, with privacy switches. */
export function OwnProfile({
  profile,
  registrations,
}: {
  profile: User
  registrations: AlumniRegistration[]
}) {
  const name = `${profile.first_name} ${profile.last_name}`.trim()
  const isStudent = profile.role === '8'
  const birthday = profile.birthdate ? profile.birthdate.slice(0, 10) : ''

  const privacy: PrivacyRow[] = (Object.keys(SECTION_LABELS) as ProfileSection[]).map(
    (section) => ({
      section,
      label: SECTION_LABELS[section],
      isPublic: profile.visibility?.[section] === true,
      locked: canMakePublic(section, profile.birthdate)
        ? null
        : 'Stays private for members under 18 (add your birthday if you are older).',
    }),
  )

  const detailsCard = isStudent ? (
    <EditableCard
      card="student"
      title="Student Details"
      fields={[
        { name: 'previous_school', label: 'Previous School', value: v(profile.previous_school) },
        { name: 'current_school', label: 'Current School', value: v(profile.current_school) },
        { name: 'student_id', label: 'Student ID', value: v(profile.student_id) },
        {
          name: 'student_class',
          label: 'Class',
          value: v(profile.student_class),
          type: 'select',
          options: CLASS_CHOICES,
        },
        { name: 'group', label: 'Group', value: v(profile.group), type: 'select', options: GROUPS },
        { name: 'section', label: 'Section', value: v(profile.section) },
        { name: 'roll', label: 'Roll', value: v(profile.roll) },
        {
          name: 'blood_grp',
          label: 'Blood Group',
          value: v(profile.blood_grp),
          type: 'select',
          options: BLOOD_GROUPS,
        },
        { name: 'nationality', label: 'Nationality', value: v(profile.nationality) },
      ]}
    />
  ) : (
    <EditableCard
      card="teacher"
      title="Teacher Details"
      fields={[
        { name: 'teacher_id', label: 'Teacher ID', value: v(profile.teacher_id) },
        {
          name: 'specialization',
          label: 'Specialization',
          value: v(profile.specialization),
          type: 'select',
          options: SPECIALIZATIONS,
        },
        { name: 'designation', label: 'Designation', value: v(profile.designation) },
      ]}
    />
  )

  const profileTab = (
    <div className="space-y-6">
      <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
        <PictureUpload kind="banner" url={pictureUrl(profile.banner, 'hero')} name={name} />
        <div className="flex flex-wrap items-end gap-4 px-6 pb-6">
          <div className="-mt-12">
            <PictureUpload
              kind="profile_image"
              url={pictureUrl(profile.profile_image, 'card')}
              name={name}
            />
          </div>
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{name}</h1>
            <p className="text-slate-600">
              {isStudent ? 'Student' : profile.role === '9' ? 'Teacher' : 'Leadership'}
            </p>
          </div>
          <CopyProfileLink id={profile.id} />
        </div>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <EditableCard
          card="location"
          title="Contact & Location"
          fields={[
            { name: 'post_office', label: 'Location', value: v(profile.post_office) },
            { name: 'phone', label: 'Phone', value: v(profile.phone), type: 'tel' },
          ]}
        />
        {detailsCard}
        <EditableCard
          card="contact"
          title="Contact Info"
          rows={[
            ['Phone', v(profile.phone)],
            ['Email', v(profile.email)],
            ['Alternative Phone', v(profile.alternative_phone)],
            ['Emergency Phone', v(profile.emergency_phone)],
          ]}
          fields={[
            { name: 'phone', label: 'Phone', value: v(profile.phone), type: 'tel' },
            {
              name: 'alternative_phone',
              label: 'Alternative Phone',
              value: v(profile.alternative_phone),
              type: 'tel',
            },
            {
              name: 'emergency_phone',
              label: 'Emergency Phone',
              value: v(profile.emergency_phone),
              type: 'tel',
            },
          ]}
        />
        <EditableCard
          card="guardian"
          title="Parent/Guardian Info"
          fields={[
            { name: 'father_name', label: "Father's Name", value: v(profile.father_name) },
            {
              name: 'father_phone',
              label: "Father's Phone",
              value: v(profile.father_phone),
              type: 'tel',
            },
            { name: 'mother_name', label: "Mother's Name", value: v(profile.mother_name) },
            {
              name: 'mother_phone',
              label: "Mother's Phone",
              value: v(profile.mother_phone),
              type: 'tel',
            },
            {
              name: 'local_guardian_name',
              label: 'Local Guardian',
              value: v(profile.local_guardian_name),
            },
            {
              name: 'local_guardian_phone',
              label: "Local Guardian's Phone",
              value: v(profile.local_guardian_phone),
              type: 'tel',
            },
          ]}
        />
        <EditableCard
          card="address"
          title="Address"
          fields={[
            {
              name: 'current_village',
              label: 'Current Address',
              value: v(profile.current_village),
            },
            { name: 'village', label: 'Permanent Address', value: v(profile.village) },
          ]}
        />
        <EditableCard
          card="basic"
          title="Basic info"
          rows={[
            ['Gender', v(profile.gender)],
            ['Birthday', birthday ? formatDate(birthday, '') : ''],
            ['Language', v(profile.language)],
          ]}
          fields={[
            {
              name: 'gender',
              label: 'Gender',
              value: v(profile.gender),
              type: 'select',
              options: GENDERS,
            },
            { name: 'birthdate', label: 'Birthday', value: birthday, type: 'date' },
            {
              name: 'language',
              label: 'Language',
              value: v(profile.language),
              type: 'select',
              options: LANGUAGES,
            },
          ]}
        />
        <EditableCard
          card="hobbies"
          title="Hobbies"
          empty="No hobbies added."
          fields={[
            {
              name: 'hobbies',
              label: 'Hobbies',
              value: (profile.hobbies ?? []).map((h) => h.value).join('\n'),
              type: 'lines',
            } satisfies EditField,
          ]}
        />
        <PrivacySettings rows={privacy} />
        <DeleteAccount />
      </div>
    </div>
  )

  const withPayment = registrations.filter((r) => r.transaction_id)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <ProfileSideTabs
        panel={
          <div className="flex items-center gap-3 lg:flex-col lg:text-center">
            {/* eslint-disable-next-line @next/next/no-img-element -- a small stored WebP size */}
            <img
              src={pictureUrl(profile.profile_image, 'thumbnail') ?? '/default-avatar.svg'}
              alt=""
              width={80}
              height={80}
              className="size-14 rounded-full border border-slate-200 object-cover lg:size-20"
            />
            <p className="font-semibold break-words text-slate-900">{name}</p>
          </div>
        }
        tabs={[
          { label: 'User Profile', content: profileTab },
          {
            label: 'Alumni',
            content: (
              <RecordList
                title="Alumni Records"
                empty="You have not registered for any alumni events yet."
                rows={registrations.map((r) => ({
                  id: r.id,
                  title: r.alumni_type || r.name,
                  detail: `${r.degree} · Batch ${r.batch} · ${formatDate(r.createdAt)}`,
                  status: r.status,
                  note: r.decision_note,
                }))}
              />
            ),
          },
          {
            label: 'Transaction',
            content: (
              <RecordList
                title="Transaction Records"
                empty="No Transaction Data Available."
                rows={withPayment.map((r) => ({
                  id: r.id,
                  title: `${r.payment_method ?? 'Payment'} · ${r.transaction_id}`,
                  detail: [r.amount, r.alumni_type || r.name, formatDate(r.createdAt)]
                    .filter(Boolean)
                    .join(' · '),
                  status: r.status,
                  note: r.decision_note,
                }))}
              />
            ),
          },
        ]}
      />
    </div>
  )
}

function RecordList({
  title,
  empty,
  rows,
}: {
  title: string
  empty: string
  rows: {
    id: number
    title: string
    detail: string
    status: string | null | undefined
    /** The office's reason, shown when a payment was rejected. */
    note?: string | null
  }[]
}) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      <div className="mt-4">
        {rows.length === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100">
            {rows.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span>
                  <span className="block font-semibold text-slate-900">{row.title}</span>
                  <span className="text-sm text-slate-600">{row.detail}</span>
                  {row.status === 'rejected' && row.note ? (
                    <span className="block text-sm text-red-800">Reason: {row.note}</span>
                  ) : null}
                </span>
                <span
                  className={`rounded-full px-3 py-1 text-sm font-semibold ${row.status === 'approved' ? 'bg-green-100 text-green-800' : row.status === 'rejected' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
                >
                  {ALUMNI_STATUS_LABELS[row.status as 'pending'] ?? 'Pending'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
