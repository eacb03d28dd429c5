import { useLocale, useTranslations } from 'next-intl'

import { formatDate } from '@/lib/format'
import type { AlumniRegistration, User } from '@/payload-types'

import { ProfileSideTabs } from './profile-side-tabs.client'
import { ProfileTab } from './profile-tab'
import { pictureUrl } from './profile-values'
import { RecordList } from './record-list'

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
  const name = `${profile.first_name} ${profile.last_name}`.trim()
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
          { label: t('tabProfile'), content: <ProfileTab profile={profile} name={name} /> },
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
