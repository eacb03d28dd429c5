/**
 * The admin panel's language is kept on the staff account, so it opens in it on any device.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildAdmin, buildStudent } from '@seed/factories'

import { rememberPanelLanguage } from '@/features/staff/panel-language'

import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('the panel language', () => {
  it('is kept on the staff account without changing the account as its form knows it', async () => {
    const admin = await payload.create({ collection: 'admins', data: buildAdmin() })
    const staff = { ...admin, collection: 'admins' as const }
    expect(await rememberPanelLanguage(staff, 'bn-BD')).toBe(true)
    const kept = await payload.findByID({ collection: 'admins', id: admin.id })
    expect(kept.panel_language).toBe('bn-BD')
    // The Account page's open form is not made out of date by the choice made on it.
    expect(kept.updatedAt).toBe(admin.updatedAt)
    await payload.delete({ collection: 'admins', id: admin.id })
  })

  it('takes only a language of the panel, and only from staff', async () => {
    const admin = await payload.create({ collection: 'admins', data: buildAdmin() })
    const staff = { ...admin, collection: 'admins' as const }
    expect(await rememberPanelLanguage(staff, 'fr')).toBe(false)
    expect(await rememberPanelLanguage(staff, "en'; DROP TABLE admins;--")).toBe(false)
    const member = await payload.create({ collection: 'users', data: buildStudent() })
    expect(await rememberPanelLanguage({ ...member, collection: 'users' }, 'bn-BD')).toBe(false)
    expect(await rememberPanelLanguage(null, 'bn-BD')).toBe(false)
    expect((await payload.findByID({ collection: 'admins', id: admin.id })).panel_language).toBe(
      null,
    )
    await payload.delete({ collection: 'admins', id: admin.id })
    await payload.delete({ collection: 'users', id: member.id })
  })
})
