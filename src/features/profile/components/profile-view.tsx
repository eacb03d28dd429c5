import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { EmailLink } from '@/components/ui/email-link'
import { MediaImage } from '@/components/ui/media-image'
import { ShareButton } from '@/components/ui/share-button.client'
import { localePath } from '@/i18n/locales'
import { isStudent } from '@/lib/constants'
import { formatDate } from '@/lib/format'
import type { User } from '@/payload-types'

import { choiceLabel, useProfileChoices } from '@/features/accounts/components/choice-labels'
import { ProfileBox } from './profile-box'
import { TEXT_CARDS } from './text-cards'

type Row = [label: string, value: ReactNode]

function Card({ title, rows }: { title: string; rows: Row[] }) {
  const t = useTranslations('PublicProfile')
  const shown = rows.filter(([, value]) => value !== undefined)
  if (shown.length === 0) return null
  return (
    <ProfileBox title={title}>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {shown.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value || t('notAvailable')}</dd>
          </div>
        ))}
      </dl>
    </ProfileBox>
  )
}

/**
 * A member's profile. Fields the viewer may not see never arrive from the data layer (field
 * access), so a card shows only what is there; a section with nothing visible is left out.
 */
export function ProfileView({ profile, own }: { profile: User; own: boolean }) {
  const t = useTranslations('PublicProfile')
  const locale = useLocale()
  const choices = useProfileChoices()
  const name = `${profile.first_name} ${profile.last_name}`.trim()
  const student = isStudent(profile.role)
  const textCard = (card: keyof typeof TEXT_CARDS) => (
    <Card
      title={t(TEXT_CARDS[card].title)}
      rows={TEXT_CARDS[card].fields.map(([name, label]): Row => [t(label), profile[name]])}
    />
  )
  const birthday =
    profile.birthdate === undefined ? undefined : formatDate(profile.birthdate, locale, '')
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
        <MediaImage
          media={profile.banner}
          sizes="(min-width: 1024px) 1000px, 100vw"
          priority
          alt=""
          className="h-40 w-full object-cover sm:h-56"
        />
        <div className="flex flex-wrap items-end gap-4 px-6 pb-6">
          <div className="-mt-12 size-28 overflow-hidden rounded-full border-4 border-white bg-brand-50">
            {profile.profile_image ? (
              <MediaImage
                media={profile.profile_image}
                sizes="112px"
                alt=""
                className="size-full object-cover"
              />
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- the site's default avatar
              <img
                src="/default-avatar.svg"
                alt=""
                width={112}
                height={112}
                className="size-full"
              />
            )}
          </div>
          {/* On a phone the name takes a line of its own rather than squeezing under Share. */}
          <div className="min-w-48 flex-1">
            <h1 className="text-2xl font-bold break-words text-brand-900 sm:text-3xl">{name}</h1>
            <p className="text-slate-600">
              {choices.roles[profile.role]}
              {profile.designation ? ` · ${profile.designation}` : ''}
            </p>
          </div>
          <ShareButton path={localePath(`/user-profile/${profile.id}`, locale)} title={name} />
        </div>
      </div>
      {own ? (
        <p className="mt-4 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">{t('privateNote')}</p>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {textCard('location')}
        {student ? (
          <Card
            title={t('studentDetails')}
            rows={[
              [t('previousSchool'), profile.previous_school],
              [t('currentSchool'), profile.current_school],
              [t('studentId'), profile.student_id],
              [t('class'), choiceLabel(choices.classes, profile.student_class)],
              [t('group'), choiceLabel(choices.groups, profile.group)],
              [t('section'), profile.section],
              [t('roll'), profile.roll],
              [t('bloodGroup'), profile.blood_grp],
              [t('nationality'), profile.nationality],
            ]}
          />
        ) : (
          <Card
            title={t('teacherDetails')}
            rows={[
              [t('teacherId'), profile.teacher_id],
              [t('specialization'), choiceLabel(choices.specializations, profile.specialization)],
              [t('designation'), profile.designation],
            ]}
          />
        )}
        <Card
          title={t('contactInfo')}
          rows={[
            [t('phone'), profile.phone],
            [t('email'), profile.email ? <EmailLink email={profile.email} /> : profile.email],
            [t('alternativePhone'), profile.alternative_phone],
            [t('emergencyPhone'), profile.emergency_phone],
          ]}
        />
        {textCard('guardian')}
        {textCard('address')}
        <Card
          title={t('basicInfo')}
          rows={[
            [t('gender'), choiceLabel(choices.genders, profile.gender)],
            [t('birthday'), birthday],
            [t('language'), choiceLabel(choices.languages, profile.language)],
          ]}
        />
      </div>
      {profile.hobbies !== undefined ? (
        <ProfileBox title={t('hobbies')} className="mt-6">
          {profile.hobbies?.length ? (
            <ul className="mt-3 flex flex-wrap gap-2">
              {profile.hobbies.map((h, i) => (
                <li
                  key={h.id ?? i}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900"
                >
                  {h.value}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-600">{t('noHobbies')}</p>
          )}
        </ProfileBox>
      ) : null}
    </div>
  )
}
