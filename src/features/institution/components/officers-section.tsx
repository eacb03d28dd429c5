import { useTranslations } from 'next-intl'

import type { Institution } from '@/payload-types'

import {
  EmailLink,
  InlineFact,
  InstitutionSection,
  type PartProps,
  NotPublished,
  PhoneLink,
} from './institution-section'

type Officers = NonNullable<Institution['officers']>
type Officer = Officers['information_officer']

function OfficerCard({
  id,
  title,
  note,
  officer,
}: {
  id: string
  title: string
  note: string
  officer: Officer
}) {
  const t = useTranslations('InstitutionPage')
  return (
    <div id={id} className="scroll-mt-24 rounded-xl border border-slate-200 p-5">
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-600">{note}</p>
      {officer?.name ? (
        <dl className="mt-4 space-y-2">
          <div>
            <dt className="sr-only">{t('profile.name')}</dt>
            <dd className="font-semibold text-slate-900">{officer.name}</dd>
          </div>
          <InlineFact label={t('officers.post')}>{officer.post}</InlineFact>
          <InlineFact label={t('officers.phone')}>
            {officer.phone && <PhoneLink phone={officer.phone} />}
          </InlineFact>
          <InlineFact label={t('officers.email')}>
            {officer.email && <EmailLink email={officer.email} />}
          </InlineFact>
        </dl>
      ) : (
        <div className="mt-4">
          <NotPublished />
        </div>
      )}
    </div>
  )
}

/** Whom to ask for information (RTI Act 2009) and whom to complain to (GRS). */
export function OfficersSection({ data: officers = {}, locale }: PartProps<'officers'>) {
  const t = useTranslations('InstitutionPage')
  return (
    <InstitutionSection section="officers" updatedAt={officers.updated_at} locale={locale}>
      <div className="grid gap-4 md:grid-cols-2">
        <OfficerCard
          id="information-officer"
          title={t('officers.informationOfficer')}
          note={t('officers.informationOfficerNote')}
          officer={officers.information_officer}
        />
        <OfficerCard
          id="grs"
          title={t('officers.grs')}
          note={t('officers.grsNote')}
          officer={officers.grs_focal_point}
        />
      </div>
    </InstitutionSection>
  )
}
