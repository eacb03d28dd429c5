import { MediaImage } from '@/components/ui/media-image'
import { ShareButton } from '@/components/ui/share-button.client'
import { formatDate } from '@/lib/format'
import type { User } from '@/payload-types'

type Row = [label: string, value: string | null | undefined]

function Card({ title, rows }: { title: string; rows: Row[] }) {
  const shown = rows.filter(([, value]) => value !== undefined)
  if (shown.length === 0) return null
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {shown.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value || 'Not Available'}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

const ROLE_NAMES: Record<User['role'], string> = {
  '8': 'Student',
  '9': 'Teacher',
  '10': 'Leadership',
}

/**
 * A member's profile. Fields the viewer may not see never arrive from the data layer (field
 * access), so a card shows only what is there; a section with nothing visible is left out.
 */
export function ProfileView({ profile, own }: { profile: User; own: boolean }) {
  const name = `${profile.first_name} ${profile.last_name}`.trim()
  const isStudent = profile.role === '8'
  const birthday = profile.birthdate === undefined ? undefined : formatDate(profile.birthdate, '')
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
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{name}</h1>
            <p className="text-slate-600">
              {ROLE_NAMES[profile.role]}
              {profile.designation ? ` · ${profile.designation}` : ''}
            </p>
          </div>
          <ShareButton path={`/user-profile/${profile.id}`} title={name} />
        </div>
      </div>
      {own ? (
        <p className="mt-4 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
          Your contact, family and address details are private. Only you and the school office can
          see them.
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card
          title="Contact & Location"
          rows={[
            ['Location', profile.post_office],
            ['Phone', profile.phone],
          ]}
        />
        {isStudent ? (
          <Card
            title="Student Details"
            rows={[
              ['Previous school', profile.previous_school],
              ['Current school', profile.current_school],
              ['Student ID', profile.student_id],
              ['Class', profile.student_class],
              ['Group', profile.group],
              ['Section', profile.section],
              ['Roll', profile.roll],
              ['Blood group', profile.blood_grp],
              ['Nationality', profile.nationality],
            ]}
          />
        ) : (
          <Card
            title="Teacher Details"
            rows={[
              ['Teacher ID', profile.teacher_id],
              ['Specialization', profile.specialization],
              ['Designation', profile.designation],
            ]}
          />
        )}
        <Card
          title="Contact Info"
          rows={[
            ['Phone', profile.phone],
            ['Email', profile.email],
            ['Alternative phone', profile.alternative_phone],
            ['Emergency phone', profile.emergency_phone],
          ]}
        />
        <Card
          title="Parent/Guardian Info"
          rows={[
            ["Father's name", profile.father_name],
            ["Father's phone", profile.father_phone],
            ["Mother's name", profile.mother_name],
            ["Mother's phone", profile.mother_phone],
            ['Local guardian', profile.local_guardian_name],
            ["Local guardian's phone", profile.local_guardian_phone],
          ]}
        />
        <Card
          title="Address"
          rows={[
            ['Current address', profile.current_village],
            ['Permanent address', profile.village],
          ]}
        />
        <Card
          title="Basic info"
          rows={[
            ['Gender', profile.gender],
            ['Birthday', birthday],
            ['Language', profile.language],
          ]}
        />
      </div>
      {profile.hobbies !== undefined ? (
        <section
          aria-label="Hobbies"
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 className="text-lg font-semibold text-brand-900">Hobbies</h2>
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
            <p className="mt-3 text-slate-600">No hobbies added.</p>
          )}
        </section>
      ) : null}
    </div>
  )
}
