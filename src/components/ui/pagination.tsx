import type { ReactNode } from 'react'

type PageProps = {
  className: string
  'aria-current'?: 'page'
  'aria-label': string
  children: ReactNode
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
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
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
        ))}
      </ul>
    </nav>
  )
}
