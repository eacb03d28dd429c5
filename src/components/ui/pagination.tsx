import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { formatCount } from '@/lib/format'

type PageProps = {
  className: string
  'aria-current'?: 'page'
  'aria-label': string
  children: ReactNode
}

/** A page number as the page writes it: '1234' in English, '১২৩৪' in Bangla (never grouped). */
export function pageNumber(n: number, locale: Locale): string {
  return locale === 'bn' ? formatCount(n, locale) : String(n)
}

/**
 * The page numbers to show: the first, the last, and two either side of the current one, with
 * 'gap' where numbers are left out — a list of 8,000 pages draws nine links, not 8,000.
 */
export function pageWindow(page: number, pages: number, radius = 2): (number | 'gap')[] {
  const shown = new Set([1, pages])
  for (let n = page - radius; n <= page + radius; n += 1) if (n >= 1 && n <= pages) shown.add(n)
  const sorted = [...shown].sort((a, b) => a - b)
  const result: (number | 'gap')[] = []
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1]
    if (previous !== undefined && n - previous > 1)
      result.push(n - previous === 2 ? previous + 1 : 'gap')
    result.push(n)
  })
  return result
}

/**
 * Numbered pages with the current one highlighted. `renderPage` draws each number as a link
 * (server-side paging) or a button (client-side paging).
 */
export function Pagination({
  page,
  pages,
  label,
  renderPage,
}: {
  page: number
  pages: number
  label: string
  renderPage: (n: number, props: PageProps) => ReactNode
}) {
  const t = useTranslations('Ui')
  const locale = useLocale()
  if (pages <= 1) return null
  return (
    <nav aria-label={t('pages', { label })} className="mt-8">
      <ul className="flex flex-wrap justify-center gap-2">
        {pageWindow(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li
              key={`gap-${i}`}
              aria-hidden
              className="grid min-h-11 place-items-center px-1 text-slate-500"
            >
              …
            </li>
          ) : (
            <li key={n}>
              {renderPage(n, {
                className: `grid min-h-11 min-w-11 place-items-center rounded-full px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-accent-500 ${
                  n === page
                    ? 'bg-brand-700 text-white'
                    : 'border border-slate-300 text-slate-800 hover:bg-brand-50'
                }`,
                'aria-current': n === page ? 'page' : undefined,
                'aria-label': t('page', { number: pageNumber(n, locale) }),
                children: pageNumber(n, locale),
              })}
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
