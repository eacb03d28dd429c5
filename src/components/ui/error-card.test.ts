import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import FrontendError from '@/app/(frontend)/[locale]/error'

import { EmptyState, ErrorCard } from './error-card'

// The render helper sits with the other test helpers; tests have no path alias for them.
// eslint-disable-next-line no-restricted-imports -- see above
import { renderInLocale } from '../../../tests/helpers/render-in-locale'

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
