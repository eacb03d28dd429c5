import { useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import type { Institution } from '@/payload-types'

import { CaptionedTable, InstitutionSection, NotPublished, TABLE } from './institution-section'

/** The citizen charter: each service, who provides it, in what time and for what fee. */
export function CharterSection({
  charter = {},
  locale,
}: {
  charter: Institution['citizen_charter']
  locale: Locale
}) {
  const t = useTranslations('InstitutionPage')
  const services = charter.services ?? []
  const columns = [t('charter.service'), t('charter.provider'), t('charter.time'), t('charter.fee')]
  return (
    <InstitutionSection
      id="citizen-charter"
      title={t('sections.charter')}
      updatedAt={charter.updated_at}
      locale={locale}
    >
      {services.length === 0 ? (
        <NotPublished />
      ) : (
        <CaptionedTable
          id="charter-caption"
          caption={t('charter.caption')}
          className="text-sm sm:text-base"
        >
          <thead className={TABLE.head}>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={TABLE.label}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {services.map((service) => (
              <tr key={service.id ?? service.service} className={`${TABLE.row} align-top`}>
                <th scope="row" className={`${TABLE.label} font-semibold`}>
                  {service.service}
                </th>
                {[service.provider, service.time, service.fee].map((text, i) => (
                  <td key={i} className={TABLE.label}>
                    {text}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </CaptionedTable>
      )}
    </InstitutionSection>
  )
}
