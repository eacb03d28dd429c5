import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { ButtonLink } from '@/components/ui/button'
import { requireMember } from '@/features/accounts/session'
import { privatePageMetadata } from '@/features/content/page-metadata'
import { getEvent } from '@/features/events/queries'
import { cardsDue } from '@/collections/ReunionRegistrations/cards'
import { EntryCard } from '@/features/reunions/components/entry-card'
import { entryCardsPath, reunionRegisterPath } from '@/features/reunions/paths'
import { getOwnReunionRegistration } from '@/features/reunions/queries'
import { enterItemPage, type ItemParams } from '@/i18n/server'
import { formatTaka } from '@/lib/format'
import { parseId } from '@/lib/ids'

export const generateMetadata = privatePageMetadata('EntryCards.title')

/** The member's registration for a reunion: its status, the total and one entry card per person. */
export default async function EntryCardsPage({ params }: ItemParams) {
  const { locale, id } = await enterItemPage(params)
  const reunionId = parseId(id)
  if (reunionId === null) notFound()
  const member = await requireMember(entryCardsPath(reunionId))
  const [event, registration, t] = await Promise.all([
    getEvent(reunionId, 'Alumni'),
    getOwnReunionRegistration(member, reunionId),
    getTranslations('EntryCards'),
  ])
  if (!event) notFound()
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t('heading', { name: event.name })}</h1>
      {!registration ? (
        <>
          <p className="mt-4 text-slate-700">{t('notRegistered')}</p>
          <ButtonLink href={reunionRegisterPath(reunionId)} className="mt-4">
            {t('back')}
          </ButtonLink>
        </>
      ) : (
        <>
          <p role="status" className="mt-4 rounded-xl bg-brand-50 p-4 text-brand-900">
            {registration.status === 'confirmed' && !cardsDue(registration)
              ? t('held')
              : t(registration.status)}
          </p>
          <p className="mt-4 text-xl font-bold text-slate-900" data-testid="entry-cards-total">
            {t('total')}: {formatTaka(registration.total, locale)}
          </p>
          {registration.total > 0 ? (
            <p className="mt-1 text-slate-700">
              {registration.payment_status === 'verified'
                ? t('paymentVerified')
                : t('paymentPending')}
            </p>
          ) : null}
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {(registration.people ?? []).map((person, i) =>
              person.entry_code ? (
                <li key={person.id ?? i}>
                  <EntryCard
                    reunionId={reunionId}
                    number={i + 1}
                    name={person.name}
                    ticket={person.ticket_name}
                    code={person.entry_code}
                  />
                </li>
              ) : null,
            )}
          </ul>
        </>
      )}
    </div>
  )
}
