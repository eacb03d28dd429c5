import 'server-only'

import type { GlobalSlug } from 'payload'
import { cache } from 'react'

import { DEFAULT_SCHOOL_NAME } from '@/globals/Site'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

/** A settings global as anyone may read it. */
const readGlobal = cache(async <S extends GlobalSlug>(slug: S) => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug, depth: 1, overrideAccess: false })
})

export const getSiteSettings = () => readGlobal('site')
export const getHomeSettings = () => readGlobal('home')
export const getAboutSettings = () => readGlobal('about')
export const getAlumniPageSettings = () => readGlobal('alumni-page')
export const getTerms = () => readGlobal('terms')

export async function getSchoolName(): Promise<string> {
  const site = await getSiteSettings()
  return site.school_name?.trim() || DEFAULT_SCHOOL_NAME
}
