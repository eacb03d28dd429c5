import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/ui/error-card'
import { MediaImage, RoundImage } from '@/components/ui/media-image'
import { PageBanner, Section } from '@/components/ui/section'
import { RichText } from '@/components/ui/rich-text'
import { requireMember } from '@/features/accounts/session'
import { JoinAlumniNetwork } from '@/features/alumni/components/join-network.client'
import { formatYear } from '@/features/alumni/format'
import {
  getAlumniNetwork,
  listApprovedMembers,
  listCommunityMembers,
} from '@/features/alumni/queries'
import { getPaymentAccounts, getSchoolName } from '@/features/settings/queries'
import { pageTitle } from '@/lib/page-title'
import type { CommunityMember, Media } from '@/payload-types'
import { ClientMessages } from '@/i18n/client-messages'
import { enterItemPage, type ItemParams } from '@/i18n/server'

export async function generateMetadata({ params }: ItemParams): Promise<Metadata> {
  const { locale, id } = await enterItemPage(params)
  const [schoolName, network, t] = await Promise.all([
    getSchoolName(),
    getAlumniNetwork(id),
    getTranslations({ locale, namespace: 'AlumniNetwork' }),
  ])
  return {
    title: pageTitle(network?.title ?? t('title'), schoolName),
    robots: { index: false },
  }
}

type MemberCard = {
  key: string
  name?: string | null
  image?: Media | number | null
  designation?: string | null
  years?: string | null
  responsibility?: string | null
}

/** The committees in the order the page shows them, each with its heading's catalogue key. */
const GROUP_HEADINGS = {
  GB: 'groupGB',
  EC: 'groupEC',
  GM: 'groupGM',
} as const satisfies Record<CommunityMember['type'], string>
const GROUPS = Object.keys(GROUP_HEADINGS) as CommunityMember['type'][]

/** An alumni network for signed-in members: what it is, who runs it, and the form to join it. */
export default async function AlumniNetworkPage({ params }: ItemParams) {
  const { locale, id } = await enterItemPage(params)
  const t = await getTranslations('AlumniNetwork')
  const member = await requireMember(`/alumni-association/details/${encodeURIComponent(id)}`)
  const network = await getAlumniNetwork(id)
  if (!network) notFound()
  const [members, approved, accounts] = await Promise.all([
    listCommunityMembers(network.id),
    listApprovedMembers(network.id),
    getPaymentAccounts(),
  ])
  return (
    <>
      <PageBanner title={network.title} subtitle={network.short_description} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_20rem]">
        <div>
          {network.details ? <RichText data={network.details} /> : null}
          <div className="mt-8">
            <ClientMessages namespaces={['AlumniJoinForm', 'PaymentLabels']}>
              <JoinAlumniNetwork
                networkId={network.id}
                networkTitle={network.title}
                fee={network.membership_fee}
                paymentAccounts={accounts.map(({ method, account, note }) => ({
                  method,
                  account,
                  note,
                }))}
                member={{
                  name: `${member.first_name} ${member.last_name}`.trim(),
                  email: member.email,
                }}
              />
            </ClientMessages>
          </div>
        </div>
        {network.image ? (
          <MediaImage
            media={network.image}
            sizes="(min-width: 1024px) 320px, 100vw"
            alt=""
            className="aspect-[4/3] w-full rounded-2xl object-cover"
          />
        ) : null}
      </div>
      {GROUPS.map((type) => {
        const group: MemberCard[] = members
          .filter((m) => m.type === type)
          .map((m) => {
            const alumnus = typeof m.alumni === 'object' ? m.alumni : null
            return {
              key: `c${m.id}`,
              name: alumnus?.name,
              image: alumnus?.image,
              designation: m.designation,
              years:
                m.from_year || m.to_year
                  ? t('years', {
                      from: m.from_year != null ? formatYear(m.from_year, locale) : '…',
                      to: m.to_year != null ? formatYear(m.to_year, locale) : t('present'),
                    })
                  : null,
              responsibility: m.responsibility,
            }
          })
        // Members whose payment the office approved join the general members.
        if (type === 'GM')
          group.push(
            ...approved.map((r) => ({
              key: `r${r.id}`,
              name: r.name,
              image: null,
              designation: t('member'),
              years: t('batchYear', {
                batch: r.batch,
                year: formatYear(r.passing_year, locale),
              }),
              responsibility: r.current_profession,
            })),
          )
        return (
          <Section key={type} id={`members-${type}`} title={t(GROUP_HEADINGS[type])}>
            {group.length === 0 ? (
              <EmptyState>{t('noMembers')}</EmptyState>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {group.map((m) => (
                  <li
                    key={m.key}
                    className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5"
                  >
                    <RoundImage media={m.image} px={64} alt="" />
                    <div>
                      <h3 className="font-semibold text-slate-900">
                        {m.name ?? t('notAvailable')}
                      </h3>
                      {m.designation ? (
                        <p className="text-sm font-medium text-brand-700">{m.designation}</p>
                      ) : null}
                      {m.years ? <p className="text-sm text-slate-600">{m.years}</p> : null}
                      {m.responsibility ? (
                        <p className="mt-1 text-sm text-slate-700">{m.responsibility}</p>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        )
      })}
    </>
  )
}
