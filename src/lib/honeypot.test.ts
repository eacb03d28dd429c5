import { createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { HoneypotField } from '@/components/ui/honeypot-field'

import { caughtByHoneypot, decoyId, HONEYPOT_FIELD, honeypotFilled } from './honeypot'

// The render helper sits with the other test helpers; tests have no path alias for them.
// eslint-disable-next-line no-restricted-imports -- see above
import { renderInLocale } from '../../tests/helpers/render-in-locale'

function form(entries: Record<string, string | Blob>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(entries)) data.append(key, value)
  return data
}

describe('honeypotFilled', () => {
  it('is empty when the field is missing, blank or null (people, and API clients that never send it)', () => {
    expect(HONEYPOT_FIELD).toBe('website')
    expect(honeypotFilled(form({ name: 'A Visitor' }))).toBe(false)
    expect(honeypotFilled(form({ website: '' }))).toBe(false)
    expect(honeypotFilled(form({ website: '   ' }))).toBe(false)
    expect(honeypotFilled({ name: 'A Visitor' })).toBe(false)
    expect(honeypotFilled({ website: '' })).toBe(false)
    expect(honeypotFilled({ website: null })).toBe(false)
    expect(honeypotFilled(undefined)).toBe(false)
  })

  it('is filled by anything in the field, in form data or a JSON body', () => {
    expect(honeypotFilled(form({ website: 'https://cheap-pills.example' }))).toBe(true)
    // A second, filled copy behind an empty one is still caught.
    expect(honeypotFilled(form({ website: '' }))).toBe(false)
    const twice = form({ website: '' })
    twice.append('website', 'x')
    expect(honeypotFilled(twice)).toBe(true)
    expect(honeypotFilled(form({ website: new Blob(['x']) }))).toBe(true)
    expect(honeypotFilled({ website: 'x' })).toBe(true)
    expect(honeypotFilled({ website: 0 })).toBe(true)
    expect(honeypotFilled({ website: { url: 'x' } })).toBe(true)
  })
})

describe('caughtByHoneypot', () => {
  it('logs one line naming the form, and nothing the bot typed, when the field is filled', async () => {
    const log = vi.fn()
    const bot = form({ email: 'bot@example.com', website: 'https://spam.example' })
    expect(await caughtByHoneypot(bot, 'contact form', log)).toBe(true)
    expect(log).toHaveBeenCalledTimes(1)
    const [line] = log.mock.calls[0]
    expect(line).toEqual({ msg: expect.stringContaining('Honeypot'), form: 'contact form' })
    expect(JSON.stringify(line)).not.toContain('spam.example')
    expect(JSON.stringify(line)).not.toContain('bot@example.com')
  })

  it('lets people through without a log line', async () => {
    const log = vi.fn()
    expect(await caughtByHoneypot(form({ website: '' }), 'contact form', log)).toBe(false)
    expect(await caughtByHoneypot({ email: 'a@example.com' }, 'contact API', log)).toBe(false)
    expect(log).not.toHaveBeenCalled()
  })

  it('still catches the bot when the log line cannot be written', async () => {
    const log = vi.fn(async () => {
      throw new Error('logger down')
    })
    expect(await caughtByHoneypot({ website: 'x' }, 'sign-up', log)).toBe(true)
  })

  it('makes up ids shaped like real ones', () => {
    const id = decoyId()
    expect(Number.isInteger(id)).toBe(true)
    expect(id).toBeGreaterThan(0)
  })
})

describe('HoneypotField', () => {
  it('is out of sight, out of the tab order, hidden from screen readers and never autofilled', () => {
    const html = renderInLocale(createElement(HoneypotField))
    expect(html).toMatch(/^<div aria-hidden="true" style="[^"]*position:absolute/)
    expect(html).toContain('clip:rect(0 0 0 0)')
    expect(html).not.toContain('display:none')
    const input = html.match(/<input [^>]*>/)?.[0] ?? ''
    expect(input).toContain(`name="${HONEYPOT_FIELD}"`)
    expect(input).toContain('type="text"')
    expect(input).toContain('tabindex="-1"')
    expect(input).toMatch(/autocomplete="off"/i)
    expect(input).toContain('aria-hidden="true"')
    expect(input).toContain('value=""')
    // Labelled, so the field is well-formed for any tool that looks inside anyway.
    const id = input.match(/id="([^"]+)"/)?.[1]
    expect(html).toContain(`<label for="${id}">Website</label>`)
  })
})
