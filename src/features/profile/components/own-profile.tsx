import { useLocale, useTranslations } from 'next-intl'

import { EmptyState } from '@/components/ui/error-card'
import { isStudent } from '@/lib/constants'
import { formatDate } from '@/lib/format'
import type { AlumniRegistration, Media, User } from '@/payload-types'

import { canMakePublic, type ProfileSection } from '@/lib/profile-privacy'
import { choiceLabel, useProfileChoices } from './choice-labels'
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

/** The privacy switches, in the order the page lists them. */
const SECTION_LABELS = {
  details: 'sectionDetails',
  contact: 'sectionContact',
  guardian: 'sectionGuardian',
  address: 'sectionAddress',
  basic: 'sectionBasic',
} as const satisfies Record<ProfileSection, string>

/** The signed-in member's own profile: everything, editable, with privacy switches. */
export function OwnProfile({
  profile,
  registrations,
}: {
  profile: User
  registrations: AlumniRegistration[]
}) {
  const t = useTranslations('OwnProfile')
  const locale = useLocale()
  const choices = useProfileChoices()
  const name = `${profile.first_name} ${profile.last_name}`.trim()
  const student = isStudent(profile.role)
  const birthday = profile.birthdate ? profile.birthdate.slice(0, 10) : ''

  const privacy: PrivacyRow[] = (Object.keys(SECTION_LABELS) as ProfileSection[]).map(
    (section) => ({
      section,
      label: t(SECTION_LABELS[section]),
      isPublic: profile.visibility?.[section] === true,
      locked: canMakePublic(section, profile.birthdate) ? null : t('lockedUnder18'),
    }),
  )

  const detailsCard = student ? (
    <EditableCard
      card="student"
      title={t('studentDetails')}
      fields={[
        { name: 'previous_school', label: t('previousSchool'), value: v(profile.previous_school) },
        { name: 'current_school', label: t('currentSchool'), value: v(profile.current_school) },
        { name: 'student_id', label: t('studentId'), value: v(profile.student_id) },
        {
          name: 'student_class',
          label: t('class'),
          value: v(profile.student_class),
          type: 'select',
          options: choices.classes,
        },
        {
          name: 'group',
          label: t('group'),
          value: v(profile.group),
          type: 'select',
          options: choices.groups,
        },
        { name: 'section', label: t('section'), value: v(profile.section) },
        { name: 'roll', label: t('roll'), value: v(profile.roll) },
        {
          name: 'blood_grp',
          label: t('bloodGroup'),
          value: v(profile.blood_grp),
          type: 'select',
          options: choices.bloodGroups,
        },
        { name: 'nationality', label: t('nationality'), value: v(profile.nationality) },
      ]}
    />
  ) : (
    <EditableCard
      card="teacher"
      title={t('teacherDetails')}
      fields={[
        { name: 'teacher_id', label: t('teacherId'), value: v(profile.teacher_id) },
        {
          name: 'specialization',
          label: t('specialization'),
          value: v(profile.specialization),
          type: 'select',
          options: choices.specializations,
        },
      ]}
      // The designation speaks for the school, so the office sets it: shown here, not edited.
      rows={[
        [t('teacherId'), v(profile.teacher_id)],
        [t('specialization'), v(choiceLabel(choices.specializations, profile.specialization))],
        [t('designation'), v(profile.designation)],
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
            <p className="text-slate-600">{choices.roles[profile.role]}</p>
          </div>
          <CopyProfileLink id={profile.id} />
        </div>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <EditableCard
          card="location"
          title={t('contactLocation')}
          fields={[
            { name: 'post_office', label: t('location'), value: v(profile.post_office) },
            { name: 'phone', label: t('phone'), value: v(profile.phone), type: 'tel' },
          ]}
        />
        {detailsCard}
        <EditableCard
          card="contact"
          title={t('contactInfo')}
          rows={[
            [t('phone'), v(profile.phone)],
            [t('email'), v(profile.email)],
            [t('alternativePhone'), v(profile.alternative_phone)],
            [t('emergencyPhone'), v(profile.emergency_phone)],
          ]}
          fields={[
            { name: 'phone', label: t('phone'), value: v(profile.phone), type: 'tel' },
            {
              name: 'alternative_phone',
              label: t('alternativePhone'),
              value: v(profile.alternative_phone),
              type: 'tel',
            },
            {
              name: 'emergency_phone',
              label: t('emergencyPhone'),
              value: v(profile.emergency_phone),
              type: 'tel',
            },
          ]}
        />
        <EditableCard
          card="guardian"
          title={t('guardianInfo')}
          fields={[
            { name: 'father_name', label: t('fatherName'), value: v(profile.father_name) },
            {
              name: 'father_phone',
              label: t('fatherPhone'),
              value: v(profile.father_phone),
              type: 'tel',
            },
            { name: 'mother_name', label: t('motherName'), value: v(profile.mother_name) },
            {
              name: 'mother_phone',
              label: t('motherPhone'),
              value: v(profile.mother_phone),
              type: 'tel',
            },
            {
              name: 'local_guardian_name',
              label: t('localGuardian'),
              value: v(profile.local_guardian_name),
            },
            {
              name: 'local_guardian_phone',
              label: t('localGuardianPhone'),
              value: v(profile.local_guardian_phone),
              type: 'tel',
            },
          ]}
        />
        <EditableCard
          card="address"
          title={t('address')}
          fields={[
            {
              name: 'current_village',
              label: t('currentAddress'),
              value: v(profile.current_village),
            },
            { name: 'village', label: t('permanentAddress'), value: v(profile.village) },
          ]}
        />
        <EditableCard
          card="basic"
          title={t('basicInfo')}
          rows={[
            [t('gender'), v(choiceLabel(choices.genders, profile.gender))],
            [t('birthday'), birthday ? formatDate(birthday, locale, '') : ''],
            [t('language'), v(choiceLabel(choices.languages, profile.language))],
          ]}
          fields={[
            {
              name: 'gender',
              label: t('gender'),
              value: v(profile.gender),
              type: 'select',
              options: choices.genders,
            },
            { name: 'birthdate', label: t('birthday'), value: birthday, type: 'date' },
            {
              name: 'language',
              label: t('language'),
              value: v(profile.language),
              type: 'select',
              options: choices.languages,
            },
          ]}
        />
        <EditableCard
          card="hobbies"
          title={t('hobbies')}
          empty={t('noHobbies')}
          fields={[
            {
              name: 'hobbies',
              label: t('hobbies'),
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
  // Wallet names are brands and stay as they are; only the bank transfer is put in words.
  const paymentMethod = (method: AlumniRegistration['payment_method']) =>
    !method ? t('payment') : method === 'Bank Account' ? t('bankAccount') : method
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <ProfileSideTabs
        label={t('tabsLabel')}
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
          { label: t('tabProfile'), content: profileTab },
          {
            label: t('tabAlumni'),
            content: (
              <RecordList
                title={t('alumniRecords')}
                empty={t('noAlumniRecords')}
                rows={registrations.map((r) => ({
                  id: r.id,
                  title: r.alumni_type || r.name,
                  detail: t('alumniDetail', {
                    degree: r.degree,
                    batch: r.batch,
                    date: formatDate(r.createdAt, locale),
                  }),
                  status: r.status,
                  note: r.decision_note,
                }))}
              />
            ),
          },
          {
            label: t('tabTransaction'),
            content: (
              <RecordList
                title={t('transactionRecords')}
                empty={t('noTransactions')}
                rows={withPayment.map((r) => ({
                  id: r.id,
                  title: `${paymentMethod(r.payment_method)} · ${r.transaction_id}`,
                  detail: [r.amount, r.alumni_type || r.name, formatDate(r.createdAt, locale)]
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
  const t = useTranslations('OwnProfile')
  const statuses = {
    pending: t('statusPending'),
    approved: t('statusApproved'),
    rejected: t('statusRejected'),
  }
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
                    <span className="block text-sm text-red-800">
                      {t('reason', { note: row.note })}
                    </span>
                  ) : null}
                </span>
                <span
                  className={`rounded-full px-3 py-1 text-sm font-semibold ${row.status === 'approved' ? 'bg-green-100 text-green-800' : row.status === 'rejected' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900'}`}
                >
                  {statuses[row.status as keyof typeof statuses] ?? statuses.pending}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
