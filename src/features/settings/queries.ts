import 'server-only'

import type { GlobalSlug } from 'payload'
import { cache } from 'react'

import { DEFAULT_SCHOOL_NAME } from '@/globals/Site'
import type { Locale } from '@/i18n/locales'
import { findPublicGlobal } from '@/lib/payload/find-public'
import type { Site } from '@/payload-types'

/** A settings global as anyone may read it. */
const readGlobal = cache(<S extends GlobalSlug>(slug: S) => findPublicGlobal(slug, { depth: 1 }))

/**
 * The site settings. If they cannot be read (the database is down), a bare default instead, so
 * every page still draws its header and footer around the error card instead of a blank screen.
 */
export const getSiteSettings = cache(async (): Promise<Site> => {
  try {
    return await readGlobal('site')
  } catch (error) {
    console.error('Site settings could not be read; drawing the page with defaults.', error)
    return { id: 0, school_name: DEFAULT_SCHOOL_NAME }
  }
})
export const getHomeSettings = () => readGlobal('home')
export const getAboutSettings = () => readGlobal('about')
export const getAlumniPageSettings = () => readGlobal('alumni-page')
/** The school's accounts members pay dues and reunion tickets to. */
export const getPaymentAccounts = async () => (await readGlobal('payment-accounts')).accounts ?? []
export const getTerms = () => readGlobal('terms')

export async function getSchoolName(): Promise<string> {
  const site = await getSiteSettings()
  return site.school_name?.trim() || DEFAULT_SCHOOL_NAME
}

/** The site settings in `locale`, for a route that draws no page (a mark sheet's PDF). */
export const getSiteSettingsIn = (locale: Locale): Promise<Site> =>
  findPublicGlobal('site', { depth: 1, locale })
