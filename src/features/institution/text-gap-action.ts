'use server'

import { hasDuty } from '@/access/duties'
import { INSTITUTION_SECTIONS, type InstitutionSection } from '@/globals/Institution/options'
import { CLOSE_TEXT_GAP } from '@/globals/Institution/hooks/stamp-section-updates'
import { signedInUser } from '@/lib/admin/staff-answer'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

const isSection = (value: unknown): value is InstitutionSection =>
  typeof value === 'string' && (INSTITUTION_SECTIONS as readonly string[]).includes(value)

/**
 * The office says a section's other language needs no change after a change in one: the
 * checklist stops calling it out of date. Staff with the content duty only; answers whether it
 * was done.
 */
export async function closeTextGapAction(section: string): Promise<boolean> {
  const user = await signedInUser()
  if (!hasDuty(user, 'content') || !isSection(section)) return false
  const payload = await getPayloadClient()
  await payload.updateGlobal({
    slug: 'institution',
    data: { [section]: {} },
    context: { [CLOSE_TEXT_GAP]: section },
    user,
    overrideAccess: false,
  })
  return true
}
