import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PhoneLink } from './phone-link'

describe('PhoneLink', () => {
  it('shows the number as written and dials its digits, keeping a leading plus', () => {
    const html = renderToStaticMarkup(createElement(PhoneLink, { phone: '+880 1711-000 111' }))
    expect(html).toBe('<a href="tel:+8801711000111">+880 1711-000 111</a>')
  })
})
