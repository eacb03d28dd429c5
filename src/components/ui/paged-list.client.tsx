'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, useTransition, type ReactNode } from 'react'

import { Button } from './button'
import { ErrorCard } from './error-card'
import { Pagination, pageNumber } from './pagination'

/**
 * A list shown `pageSize` items at a time with numbered pages. The first page comes with the
 * page's HTML; another is drawn on the server by `loadPage` when it is asked for and kept, so a
 * long list (a whole faculty) does not weigh down every visit.
 */
export function PagedList({
  firstPage,
  total,
  pageSize,
  loadPage,
  className,
  label,
}: {
  firstPage: ReactNode[]
  total: number
  pageSize: number
  loadPage: (page: number) => Promise<ReactNode[]>
  className: string
  label: string
}) {
  const t = useTranslations('Ui')
  const errors = useTranslations('Errors')
  const locale = useLocale()
  const [page, setPage] = useState(1)
  const [loaded, setLoaded] = useState<Record<number, ReactNode[]>>({ 1: firstPage })
  const [failed, setFailed] = useState<number | null>(null)
  const [loading, startLoading] = useTransition()
  const id = useId()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const shown = loaded[page] ?? []

  const show = (n: number) => {
    setFailed(null)
    if (loaded[n]) {
      setPage(n)
      document.getElementById(id)?.scrollIntoView({ block: 'start' })
      return
    }
    startLoading(async () => {
      try {
        const items = await loadPage(n)
        startLoading(() => {
          setLoaded((before) => ({ ...before, [n]: items }))
          setPage(n)
        })
        document.getElementById(id)?.scrollIntoView({ block: 'start' })
      } catch {
        setFailed(n)
      }
    })
  }

  return (
    <>
      <ul
        id={id}
        className={`${className} transition-opacity ${loading ? 'opacity-60' : ''}`}
        aria-busy={loading}
        aria-label={t('listPage', {
          label,
          page: pageNumber(page, locale),
          pages: pageNumber(pages, locale),
        })}
      >
        {shown.map((item, i) => (
          <li key={(page - 1) * pageSize + i}>{item}</li>
        ))}
      </ul>
      {failed !== null ? (
        <div className="mt-6 grid justify-items-center gap-3">
          <ErrorCard />
          <Button variant="secondary" onClick={() => show(failed)}>
            {errors('tryAgain')}
          </Button>
        </div>
      ) : null}
      <Pagination
        page={page}
        pages={pages}
        label={label}
        renderPage={(n, props) => (
          <button type="button" {...props} disabled={loading} onClick={() => show(n)} />
        )}
      />
    </>
  )
}
