import { useLocale, useTranslations } from 'next-intl'

import { Link } from '@/components/ui/link.client'

import { buttonClass } from '@/components/ui/button'
import { Pagination } from '@/components/ui/pagination'
import { localePath } from '@/i18n/locales'
import type { Paged } from '@/lib/pagination'

/**
 * A search box that works without JavaScript: a GET form, so the query lives in the address
 * (`?q=`) and the server answers. Searching with an empty box brings back the full list. `keep`
 * carries other filters (e.g. a category) through a search and its Clear link.
 */
export function SearchBox({
  action,
  q,
  label,
  placeholder,
  keep = {},
}: {
  action: string
  q: string
  label: string
  placeholder?: string
  keep?: Record<string, string | undefined>
}) {
  const t = useTranslations('Content')
  const locale = useLocale()
  const kept = Object.entries(keep).filter((entry): entry is [string, string] => Boolean(entry[1]))
  const clearHref = kept.length > 0 ? `${action}?${new URLSearchParams(kept).toString()}` : action
  return (
    <form
      action={localePath(action, locale)}
      method="get"
      role="search"
      className="flex flex-wrap gap-2"
      aria-label={label}
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`search-${action}`} className="sr-only">
        {label}
      </label>
      <input
        id={`search-${action}`}
        name="q"
        type="search"
        defaultValue={q}
        placeholder={placeholder ?? t('searchPlaceholder')}
        className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-300 px-5 focus:border-brand-600 focus:outline-3 focus:outline-brand-100"
      />
      <button type="submit" className={buttonClass('primary')}>
        {t('search')}
      </button>
      {q ? (
        <Link href={clearHref} className={buttonClass('secondary')}>
          {t('clear')}
        </Link>
      ) : null}
    </form>
  )
}

/** The numbered pages of a list of results as links, so every page has its own address. */
export function LinkPagination({
  basePath,
  paged: { page, totalPages: pages },
  query,
  label,
}: {
  basePath: string
  paged: Pick<Paged<unknown>, 'page' | 'totalPages'>
  query: Record<string, string | undefined>
  label: string
}) {
  const href = (n: number) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
    if (n > 1) params.set('page', String(n))
    const search = params.toString()
    return search ? `${basePath}?${search}` : basePath
  }
  return (
    <Pagination
      page={page}
      pages={pages}
      label={label}
      renderPage={(n, props) => <Link href={href(n)} scroll={false} {...props} />}
    />
  )
}
