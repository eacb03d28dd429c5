import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import FrontendError from '@/app/(frontend)/error'

import { EmptyState, ErrorCard } from './error-card'

describe('load failures and empty lists (spec 8)', () => {
  it('a section that failed to load shows the error card as an alert, with a way to retry', () => {
    const html = renderToStaticMarkup(
      createElement(FrontendError, { error: new Error('database down'), reset: () => undefined }),
    )
    expect(html).toContain('role="alert"')
    expect(html).toContain('Error!')
    expect(html).toContain('We couldn’t load the data. Please try again.')
    expect(html).toContain('Try again')
    expect(html).not.toContain('database down')
  })

  it('the card and the empty state speak the words they are given', () => {
    expect(renderToStaticMarkup(createElement(ErrorCard, { message: 'No news today.' }))).toContain(
      'No news today.',
    )
    const empty = renderToStaticMarkup(createElement(EmptyState, null, 'No Result Found'))
    expect(empty).toMatch(/^<p [^>]*>No Result Found<\/p>$/)
  })
})
