import { describe, expect, it } from 'vitest'

import { localiseMessage } from '@/i18n/localise-message'

import { FULL_LINK_MESSAGE, isWebLink } from './web-link'

describe('isWebLink', () => {
  it.each([
    'https://linkedin.com/in/sadia-islam',
    'http://example.com',
    'HTTPS://LinkedIn.com/in/x',
  ])('accepts %j', (link) => expect(isWebLink(link)).toBe(true))

  it.each([
    'javascript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'mailto:someone@example.com',
    'linkedin.com/in/sadia',
    '//linkedin.com/in/sadia',
    'https://',
    '',
  ])('refuses %j', (link) => expect(isWebLink(link)).toBe(false))

  it('says so in English and Bangla', () => {
    expect(localiseMessage(FULL_LINK_MESSAGE, 'bn')).toBe(
      'পুরো লিংক লিখুন, যেমন https://linkedin.com/in/…',
    )
  })
})
