import { useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import type { Institution } from '@/payload-types'

import { InstitutionSection, NotPublished, TableScroll } from './institution-section'

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
        <TableScroll labelledBy="charter-caption">
          <table className="w-full text-left text-sm sm:text-base">
            <caption
              id="charter-caption"
              className="px-3 py-2 text-left font-semibold text-slate-900"
            >
              {t('charter.caption')}
            </caption>
            <thead className="bg-brand-50 text-sm">
              <tr>
                <th scope="col" className="px-2 py-2 sm:px-3">
                  {t('charter.service')}
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3">
                  {t('charter.provider')}
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3">
                  {t('charter.time')}
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3">
                  {t('charter.fee')}
                </th>
              </tr>
            </thead>
            <tbody>
              {services.map((service) => (
                <tr
                  key={service.id ?? service.service}
                  className="border-t border-slate-100 align-top"
                >
                  <th scope="row" className="px-2 py-2 font-semibold sm:px-3">
                    {service.service}
                  </th>
                  <td className="px-2 py-2 sm:px-3">{service.provider}</td>
                  <td className="px-2 py-2 sm:px-3">{service.time}</td>
                  <td className="px-2 py-2 sm:px-3">{service.fee}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </InstitutionSection>
  )
}
