import { useTranslations } from 'next-intl'

import {
  CaptionedTable,
  InstitutionSection,
  type PartProps,
  TABLE,
  TableHead,
} from './institution-section'

/** The citizen charter: each service, who provides it, in what time and for what fee. */
export function CharterSection({ data: charter = {}, locale }: PartProps<'citizen_charter'>) {
  const t = useTranslations('InstitutionPage')
  const services = charter.services ?? []
  const columns = [t('charter.service'), t('charter.provider'), t('charter.time'), t('charter.fee')]
  return (
    <InstitutionSection
      section="charter"
      updatedAt={charter.updated_at}
      locale={locale}
      empty={services.length === 0}
    >
      <CaptionedTable
        id="charter-caption"
        caption={t('charter.caption')}
        className="text-sm sm:text-base"
      >
        <TableHead columns={columns} />
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
    </InstitutionSection>
  )
}
