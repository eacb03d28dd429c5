import { useTranslations } from 'next-intl'
import { getTranslations } from 'next-intl/server'

import { Link } from '@/components/ui/link.client'

import { EmptyState } from '@/components/ui/error-card'
import { HeadedRegion, PageBanner } from '@/components/ui/section'
import { LinkPagination, SearchBox } from '@/features/content/components/list-controls'
import { parseId } from '@/lib/ids'
import { toPageNumber, toSearchText, withinRange } from '@/lib/pagination'

import { listNoticeCategories, listNotices, listPinnedNotices } from '../queries'
import { NoticeList } from './notice-list'

export type NoticesQuery = { q: string; page: number; category: number | null }

/** The list state from the address; bad input falls back to the unfiltered first page. */
export function readNoticesQuery(
  searchParams: Record<string, string | string[] | undefined>,
): NoticesQuery {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  return {
    q: toSearchText(first(searchParams.q)) ?? '',
    page: toPageNumber(first(searchParams.page)),
    category: parseId(first(searchParams.category)),
  }
}

function CategoryFilter({
  categories,
  query,
}: {
  categories: { id: number; name: string }[]
  query: NoticesQuery
}) {
  const t = useTranslations('NoticesPage')
  const href = (category: number | null) => {
    const params = new URLSearchParams()
    if (category) params.set('category', String(category))
    if (query.q) params.set('q', query.q)
    const search = params.toString()
    return search ? `/notices?${search}` : '/notices'
  }
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-accent-500 ${
      active
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-900'
    }`
  return (
    <nav aria-label={t('categories')}>
      <ul className="flex flex-wrap gap-2">
        {[{ id: null, name: t('all') }, ...categories].map((category) => {
          const active = category.id === query.category
          return (
            <li key={category.id ?? 'all'}>
              <Link
                href={href(category.id)}
                scroll={false}
                aria-current={active ? 'page' : undefined}
                className={chip(active)}
              >
                {category.name}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** /notices: category filter, search, the current pinned notices, then the rest, 12 a page. */
export async function NoticesIndex({
  query,
  now = new Date(),
}: {
  query: NoticesQuery
  now?: Date
}) {
  const [categories, t] = await Promise.all([
    listNoticeCategories(),
    getTranslations('NoticesPage'),
  ])
  const category = categories.find((c) => c.id === query.category) ?? null
  const filter = { q: query.q, category: category?.id ?? null }
  const [pinned, all] = await Promise.all([
    query.page === 1 ? listPinnedNotices(filter, now) : Promise.resolve([]),
    withinRange(query.page, (page) => listNotices({ ...filter, page }, now)),
  ])
  const filtered = Boolean(query.q || category)
  const found = pinned.length + all.totalDocs
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:py-12">
        <div className="grid gap-4">
          <SearchBox
            action="/notices"
            q={query.q}
            label={t('search')}
            placeholder={t('search')}
            keep={{ category: category ? String(category.id) : undefined }}
          />
          {categories.length > 0 ? (
            <CategoryFilter
              categories={categories}
              query={{ ...query, category: category?.id ?? null }}
            />
          ) : null}
          {filtered ? (
            <p role="status" className="text-sm text-slate-700">
              {t('found', { count: found })}
              {category ? t('inCategory', { category: category.name }) : ''}
              {query.q ? t('matching', { q: query.q }) : ''}
            </p>
          ) : null}
        </div>

        {pinned.length > 0 ? (
          <HeadedRegion name="pinned-notices" title={t('pinned')} className="mt-10" look="md">
            <div className="mt-4">
              <NoticeList notices={pinned} now={now} />
            </div>
          </HeadedRegion>
        ) : null}

        <HeadedRegion name="all-notices" title={t('allNotices')} className="mt-10" look="md">
          <div className="mt-4">
            {all.docs.length === 0 ? (
              pinned.length === 0 ? (
                <EmptyState>{t('noneFound')}</EmptyState>
              ) : (
                <p className="text-slate-600">{t('noOthers')}</p>
              )
            ) : (
              <NoticeList notices={all.docs} now={now} />
            )}
          </div>
          {all.totalPages > 1 ? (
            <div className="mt-8">
              <LinkPagination
                basePath="/notices"
                paged={all}
                query={{ q: query.q, category: category ? String(category.id) : undefined }}
                label={t('pages')}
              />
            </div>
          ) : null}
        </HeadedRegion>

        <p className="mt-10 text-sm text-slate-600">
          {t('feeds')}{' '}
          <a href="/notices/rss.xml" className="font-semibold text-brand-700 underline">
            RSS
          </a>{' '}
          ·{' '}
          <a href="/notices/atom.xml" className="font-semibold text-brand-700 underline">
            Atom
          </a>
        </p>
      </div>
    </>
  )
}
