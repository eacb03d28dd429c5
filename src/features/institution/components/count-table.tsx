import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format'

import { CaptionedTable, TABLE, TableHead } from './institution-section'

type Line = { key: string; label: string; count: number }

/** A two-column table of things and how many of each, with an optional total line. */
export function CountTable({
  id,
  caption,
  headings: [what, howMany],
  lines,
  total,
  locale,
}: {
  id: string
  caption: string
  headings: [string, string]
  lines: Line[]
  total?: Omit<Line, 'key'>
  locale: Locale
}) {
  return (
    <CaptionedTable id={id} caption={caption}>
      <TableHead columns={[what, howMany]} figures />
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className={TABLE.row}>
            <th scope="row" className={`${TABLE.label} font-normal`}>
              {line.label}
            </th>
            <td className={TABLE.figure}>{formatNumber(line.count, locale)}</td>
          </tr>
        ))}
      </tbody>
      {total ? (
        <tfoot className={TABLE.foot}>
          <tr>
            <th scope="row" className={TABLE.label}>
              {total.label}
            </th>
            <td className={TABLE.figure}>{formatNumber(total.count, locale)}</td>
          </tr>
        </tfoot>
      ) : null}
    </CaptionedTable>
  )
}
