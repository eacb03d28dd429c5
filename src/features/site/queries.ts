import 'server-only'

import { cache } from 'react'

import { DEFAULT_SCHOOL_NAME } from '@/globals/Site'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

export const getSiteSettings = cache(async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site', depth: 1, overrideAccess: false })
})

export const getHomeSettings = cache(async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'home', depth: 1, overrideAccess: false })
})

export async function getSchoolName(): Promise<string> {
  const site = await getSiteSettings()
  return site.school_name?.trim() || DEFAULT_SCHOOL_NAME
}
