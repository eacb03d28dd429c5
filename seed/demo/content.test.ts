import { describe, expect, it } from 'vitest'

import { SPECIALIZATIONS } from '@/lib/constants'

import { DEMO_ACCOUNTS } from './accounts'
import { ALUMNI, emailName, FACULTY, LEADERS, STUDENTS } from './people'
import { CLASSES, CONTACTS, NETWORKS, SCENES, VIDEOS } from './school'
import { ALUMNI_EVENTS, ARTICLES, BLOGS, EVENTS, NEWS } from './stories'

describe('demo content', () => {
  it('meets the minimums of the foundation issue', () => {
    // The last news item is seeded as a draft, so 31 are public.
    expect(NEWS.length - 1).toBeGreaterThanOrEqual(30)
    expect(EVENTS.length).toBeGreaterThanOrEqual(20)
    expect(BLOGS.length).toBeGreaterThanOrEqual(15)
    expect(ARTICLES.length).toBeGreaterThanOrEqual(15)
    expect(ALUMNI_EVENTS.length).toBeGreaterThanOrEqual(6)
    expect(CLASSES.map((c) => c.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Class ${i + 1}`),
    )
    expect(VIDEOS).toHaveLength(8)
    expect(LEADERS).toHaveLength(12)
    expect(FACULTY).toHaveLength(24)
    expect(ALUMNI.length).toBeGreaterThanOrEqual(12)
    expect(NETWORKS).toHaveLength(4)
    // The campus gallery takes the first 28 scenes.
    expect(SCENES.length).toBeGreaterThanOrEqual(28)
    expect(new Set(CONTACTS.map((c) => c.type))).toEqual(new Set(['Help Desk', 'Office']))
  })

  it('has past and upcoming events, and past and upcoming alumni events', () => {
    expect(EVENTS.filter((e) => e.inDays < 0).length).toBeGreaterThanOrEqual(5)
    expect(EVENTS.filter((e) => e.inDays > 0).length).toBeGreaterThanOrEqual(5)
    expect(ALUMNI_EVENTS.some((e) => e.inDays < 0)).toBe(true)
    expect(ALUMNI_EVENTS.some((e) => e.inDays > 0)).toBe(true)
  })

  it('gives every member a distinct sign-in address', () => {
    const emails = [
      ...[...LEADERS, ...FACULTY].map((p) => `${emailName(p.name)}@padmapar.example`),
      ...STUDENTS.map((p) => `${emailName(p.name)}@example.com`),
      ...Object.values(DEMO_ACCOUNTS).map((a) => a.email),
    ]
    expect(new Set(emails).size).toBe(emails.length)
  })

  it('uses only the allowed specializations and well-formed video ids', () => {
    for (const f of FACULTY) expect(SPECIALIZATIONS).toContain(f.specialization)
    for (const v of VIDEOS) expect(v.youtubeId).toMatch(/^[\w-]{11}$/)
  })

  it('keeps the README logins', () => {
    expect(DEMO_ACCOUNTS.admin).toMatchObject({
      email: 'admin@padmapar.example',
      password: 'admin-pass-2026',
    })
    expect(DEMO_ACCOUNTS.editor).toMatchObject({
      email: 'editor@padmapar.example',
      password: 'editor-pass-2026',
    })
    expect(DEMO_ACCOUNTS.student).toEqual({
      email: 'student@padmapar.example',
      password: 'student-pass-2026',
    })
    expect(DEMO_ACCOUNTS.teacher).toEqual({
      email: 'teacher@padmapar.example',
      password: 'teacher-pass-2026',
    })
  })
})
