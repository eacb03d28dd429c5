import type { ReactNode } from 'react'

type PageProps = {
  className: string
  'aria-current'?: 'page'
  'aria-label': string
  children: ReactNode
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
  if (pages <= 1) return null
  return (
    <nav aria-label={`${label} pages`} className="mt-8">
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
                'aria-label': `Page ${n}`,
                children: n,
              })}
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
