import 'server-only'

import type { PayloadRequest } from 'payload'

import { asStaff } from '@/access/user-kinds'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { runStatement } from '@/lib/payload/sql-statement'

/** The admin panel's languages (Account → Language), as Payload names them. */
export const PANEL_LANGUAGES = ['en', 'bn-BD'] as const
export type PanelLanguage = (typeof PANEL_LANGUAGES)[number]

export const isPanelLanguage = (value: unknown): value is PanelLanguage =>
  PANEL_LANGUAGES.includes(value as PanelLanguage)

/**
 * Keeps the panel language a staff member chose on their account, so the panel opens in it on
 * any other computer or phone. Only that column changes: the account's own form, open on the
 * Account page where the language is chosen, is not made out of date.
 */
export async function rememberPanelLanguage(
  user: PayloadRequest['user'],
  language: unknown,
): Promise<boolean> {
  const staff = asStaff(user)
  if (!staff || !isPanelLanguage(language)) return false
  const payload = await getPayloadClient()
  // One column, by a statement of its own: Payload's writes also move the account's `updatedAt`.
  await runStatement(
    payload,
    (value) =>
      `UPDATE "admins" SET "panel_language" = ${value(language)} WHERE "id" = ${value(staff.id)}`,
  )
  return true
}
