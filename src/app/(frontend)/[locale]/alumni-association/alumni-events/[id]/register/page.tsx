import { notFound, redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { requireMember } from '@/features/accounts/session'
import { privatePageMetadata } from '@/features/content/page-metadata'
import { getEvent } from '@/features/events/queries'
import { RegisterReunion } from '@/features/reunions/components/register-reunion.client'
import { ReunionTickets } from '@/features/reunions/components/reunion-tickets'
import { entryCardsPath, reunionRegisterPath } from '@/features/reunions/paths'
import { getOwnReunionRegistration, reunionOffer } from '@/features/reunions/queries'
import { ClientMessages } from '@/i18n/client-messages'
import { localePath } from '@/i18n/locales'
import { enterItemPage, type ItemParams } from '@/i18n/server'
import { parseId } from '@/lib/ids'

export const generateMetadata = privatePageMetadata('Reunion.registerTitle')

/** A signed-in member registers themself and family for a reunion, seeing what is left. */
export default async function ReunionRegisterPage({ params }: ItemParams) {
  const { locale, id } = await enterItemPage(params)
  const reunionId = parseId(id)
  if (reunionId === null) notFound()
  const member = await requireMember(reunionRegisterPath(reunionId))
  const event = await getEvent(reunionId, 'Alumni')
  const offer = event ? await reunionOffer(event) : null
  if (!offer) notFound()
  if (await getOwnReunionRegistration(member, reunionId))
    redirect(localePath(entryCardsPath(reunionId), locale))
  const t = await getTranslations('Reunion')
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm font-semibold text-brand-700">{t('registerTitle')}</p>
      <h1 className="text-3xl font-bold text-brand-900">{offer.name}</h1>
      <ReunionTickets
        tickets={offer.tickets}
        closes={offer.closes}
        open={offer.open}
        locale={locale}
        showLeft
      />
      {offer.open ? (
        <ClientMessages namespaces={['Reunion', 'PaymentLabels']}>
          <RegisterReunion
            reunionId={reunionId}
            locale={locale}
            memberName={`${member.first_name} ${member.last_name}`.trim()}
            tickets={offer.tickets.map((ticket) => ({
              id: ticket.id,
              name: ticket.name,
              price: ticket.price,
              soldOut: ticket.left === 0,
            }))}
          />
        </ClientMessages>
      ) : null}
    </div>
  )
}
