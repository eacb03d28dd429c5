import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import FrontendError from '@/app/(frontend)/[locale]/error'
import { renderInLocale } from '@/i18n/render-in-locale'

import { EmptyState, ErrorCard } from './error-card'

const renderInEnglish = (element: Parameters<typeof renderInLocale>[0]) => renderInLocale(element)

describe('load failures and empty lists', () => {
  it('a section that failed to load shows the error card as an alert, with a way to retry', () => {
    const html = renderInEnglish(
      createElement(FrontendError, { error: new Error('database down'), reset: () => undefined }),
    )
    expect(html).toContain('role="alert"')
    expect(html).toContain('Error!')
    expect(html).toContain('We couldn’t load the data. Please try again.')
    expect(html).toContain('Try again')
    expect(html).not.toContain('database down')
  })

  it('the card and the empty state speak the words they are given', () => {
    expect(renderInEnglish(createElement(ErrorCard, { message: 'No news today.' }))).toContain(
      'No news today.',
    )
    const empty = renderToStaticMarkup(createElement(EmptyState, null, 'No Result Found'))
    expect(empty).toMatch(/^<p [^>]*>No Result Found<\/p>$/)
  })
})
