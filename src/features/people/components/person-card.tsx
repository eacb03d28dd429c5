import { useTranslations } from 'next-intl'

import { EmailLink } from '@/components/ui/email-link'
import { Link } from '@/components/ui/link.client'
import { RoundImage } from '@/components/ui/media-image'
import type { User } from '@/payload-types'

/** A leader or teacher: photo, name, role and e-mail ('Not Available' when not public). */
export function PersonCard({ person }: { person: User }) {
  const t = useTranslations('PersonCard')
  const name = `${person.first_name} ${person.last_name}`.trim()
  const role = person.designation || person.specialization
  return (
    <article className="flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <RoundImage media={person.profile_image} px={112} alt="" />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">
        <Link
          href={`/user-profile/${person.id}`}
          className="hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          {name}
        </Link>
      </h3>
      {role ? <p className="text-sm text-brand-700">{role}</p> : null}
      {person.specialization && person.designation ? (
        <p className="text-sm text-slate-600">{person.specialization}</p>
      ) : null}
      <p className="mt-2 max-w-full text-sm text-slate-600">
        {person.email ? (
          <EmailLink email={person.email} className="hover:underline" />
        ) : (
          t('notAvailable')
        )}
      </p>
    </article>
  )
}
