import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { formatCount } from '@/lib/format'

import { EmailLink, InstitutionSection, type PartProps, PhoneLink } from './institution-section'

/** Name, EIIN, codes, year, type, board, address and contact. */
export function ProfileSection({ data: profile = {}, locale }: PartProps<'profile'>) {
  const t = useTranslations('InstitutionPage')
  const facts: [string, ReactNode][] = [
    [t('profile.name'), profile.name],
    [t('profile.eiin'), profile.eiin],
    [t('profile.schoolCode'), profile.school_code],
    [t('profile.collegeCode'), profile.college_code],
    [
      t('profile.established'),
      profile.established ? formatCount(profile.established, locale) : null,
    ],
    [t('profile.type'), profile.type ? t(`profile.typeName.${profile.type}`) : null],
    [t('profile.board'), profile.board],
    [
      t('profile.address'),
      profile.address ? (
        <>
          <span className="whitespace-pre-line">{profile.address}</span>
          {profile.map_link ? (
            <>
              {' '}
              <a
                href={profile.map_link}
                rel="noopener"
                className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {t('profile.map')}
              </a>
            </>
          ) : null}
        </>
      ) : null,
    ],
    [t('profile.phone'), profile.phone ? <PhoneLink phone={profile.phone} /> : null],
    [t('profile.email'), profile.email ? <EmailLink email={profile.email} /> : null],
  ]
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '')
  return (
    <InstitutionSection
      section="profile"
      updatedAt={profile.updated_at}
      locale={locale}
      empty={shown.length === 0}
    >
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {shown.map(([label, value]) => (
          <div key={label} className="border-b border-slate-100 pb-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 font-semibold break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </InstitutionSection>
  )
}
