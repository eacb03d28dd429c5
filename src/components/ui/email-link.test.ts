import { describe, expect, it } from 'vitest'

import { emailParts } from './email-link'

describe('emailParts', () => {
  it('breaks after the @ and before each dot, and keeps every character', () => {
    expect(emailParts('rafiqul.islam@padmapar.example')).toEqual([
      'rafiqul',
      '.islam@',
      'padmapar',
      '.example',
    ])
    expect(emailParts('info@school.edu.bd').join('')).toBe('info@school.edu.bd')
    expect(emailParts('office@localhost')).toEqual(['office@', 'localhost'])
  })
})
