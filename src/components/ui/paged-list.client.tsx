'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, type ReactNode } from 'react'

import { Pagination, pageNumber } from './pagination'

/** A list shown `pageSize` items at a time with numbered pages (all items are already here). */
export function PagedList({
  items,
  pageSize,
  className,
  label,
}: {
  items: ReactNode[]
  pageSize: number
  className: string
  label: string
}) {
  const t = useTranslations('Ui')
  const locale = useLocale()
  const [page, setPage] = useState(1)
  const id = useId()
  const pages = Math.max(1, Math.ceil(items.length / pageSize))
  const shown = items.slice((page - 1) * pageSize, page * pageSize)
  return (
    <>
      <ul
        id={id}
        className={className}
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
      <Pagination
        page={page}
        pages={pages}
        label={label}
        renderPage={(n, props) => (
          <button
            type="button"
            {...props}
            onClick={() => {
              setPage(n)
              document.getElementById(id)?.scrollIntoView({ block: 'start' })
            }}
          />
        )}
      />
    </>
  )
}
