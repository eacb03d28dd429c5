import { createElement } from 'react'
import { describe, expect, it } from 'vitest'

import { renderInLocale } from '@/../tests/helpers/render-in-locale'

import { enrolmentFromRows } from './figures'
import { EnrolmentSection } from './components/enrolment-section'

const table = enrolmentFromRows(
  [
    { class: '6', section: 'A', girls: 21, boys: 19 },
    { class: '6', section: 'B', girls: 18, boys: 22 },
    { class: '11', section: 'Science', girls: 1040, boys: 960 },
  ],
  [{ class: '6', sections: 2 }],
)
const settings = {
  source: 'entered' as const,
  year: 2026,
  updated_at: '2026-03-02T04:00:00.000Z',
}

const render = (locale: 'en' | 'bn') =>
  renderInLocale(createElement(EnrolmentSection, { settings, table, locale }), locale)

/** The text of the enrolment table's rows, cell by cell. */
const rowsOf = (html: string) =>
  /id="enrolment-caption".*?<\/thead>(.*?)<tfoot/s
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|')
    .replace(/^\|/, '')

/** The text of the table's totals row. */
const totalsRow = (html: string) =>
  /<tfoot[^>]*>(.*?)<\/tfoot>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '|')

describe('EnrolmentSection', () => {
  it('shows each class and section with totals, and a chart of the same numbers', () => {
    const html = render('en')
    expect(html).toContain('id="enrolment"')
    expect(html).toContain('Students per class and section, 2026')
    expect(html).toContain('Last updated March 02, 2026')
    expect(totalsRow(html)).toMatch(/All classes\|+1,079\|+1,001\|+2,080/)
    // Class 6's two sections and their sum, under the class's heading; the chart has the sum.
    expect(rowsOf(html)).toContain('Class 6|A|21|19|40|B|18|22|40|All sections|39|41|80|')
    expect(html).toContain('Class 6: 39 girls, 41 boys, 80 in all')
    expect(html).toContain('Class 11 (HSC 1st year): 1,040 girls, 960 boys, 2,000 in all')
    // The longest bar is the largest class; the others are drawn to its scale.
    expect(html).toContain('style="width:52%"')
    expect(html).toContain('href="/institution/enrolment.csv"')
  })

  it('writes numbers, dates and classes in Bangla on a Bangla page', () => {
    const html = render('bn')
    expect(html).toContain('শ্রেণি ও শাখাভিত্তিক শিক্ষার্থী, ২০২৬')
    expect(html).toContain('সর্বশেষ হালনাগাদ ২ মার্চ ২০২৬')
    expect(totalsRow(html)).toMatch(/সব শ্রেণি\|+১,০৭৯\|+১,০০১\|+২,০৮০/)
    expect(html).toContain('ষষ্ঠ শ্রেণি: ছাত্রী ৩৯, ছাত্র ৪১, মোট ৮০')
  })
})
