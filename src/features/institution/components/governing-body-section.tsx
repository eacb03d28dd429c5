import { useTranslations } from 'next-intl'

import { formatDate } from '@/lib/format'

import { InlineFact, InstitutionSection, type PartProps, PhoneLink } from './institution-section'

/** The governing body or managing committee: each member's role, term and phone. */
export function GoverningBodySection({ data: body = {}, locale }: PartProps<'governing_body'>) {
  const t = useTranslations('InstitutionPage')
  const members = body.members ?? []
  const date = (value: string | null | undefined) => (value ? formatDate(value, locale) : '…')
  return (
    <InstitutionSection
      section="governingBody"
      updatedAt={body.updated_at}
      locale={locale}
      empty={members.length === 0}
    >
      <ul
        aria-label={t('governingBody.caption', {
          body: t(`governingBody.kind.${body.kind ?? 'governing_body'}`),
        })}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {members.map((member) => (
          <li key={member.id ?? member.name} className="rounded-xl border border-slate-200 p-5">
            <p className="font-bold text-slate-900">{member.name}</p>
            <p className="text-brand-700">{member.role}</p>
            <dl className="mt-3 space-y-1 text-sm">
              {member.term_from || member.term_to ? (
                <InlineFact label={t('governingBody.term')}>
                  {t('governingBody.termRange', {
                    from: date(member.term_from),
                    to: date(member.term_to),
                  })}
                </InlineFact>
              ) : null}
              <InlineFact label={t('governingBody.phone')}>
                {member.phone && <PhoneLink phone={member.phone} />}
              </InlineFact>
            </dl>
          </li>
        ))}
      </ul>
    </InstitutionSection>
  )
}
