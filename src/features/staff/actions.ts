'use server'

import { signedInUser } from '@/lib/admin/staff-answer'
import { logError } from '@/lib/log/server'

import { rememberPanelLanguage } from './panel-language'

/** The panel language chosen in the admin, kept on the signed-in staff account. */
export async function rememberPanelLanguageAction(language: string): Promise<boolean> {
  try {
    return await rememberPanelLanguage(await signedInUser(), language)
  } catch (error) {
    await logError('Keeping the panel language failed', error)
    return false
  }
}
