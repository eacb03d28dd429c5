import 'server-only'

import { cache } from 'react'

import { parseId } from '@/lib/ids'
import { findPage, type PageRequest } from '@/lib/payload/find-page'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { contentLocale } from '@/i18n/route-locale'

export const listClasses = cache(async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'classes',
    sort: 'sort_order',
    limit: 100,
    depth: 1,
    overrideAccess: false,
    ...(await contentLocale()),
  })
  return docs
})

export const getClass = cache(async (id: unknown) => {
  const classId = parseId(id)
  if (classId === null) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'classes',
    where: { id: { equals: classId } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
    ...(await contentLocale()),
  })
  return docs[0] ?? null
})

export const listStudentVideos = cache(async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'student-videos',
    sort: 'sort_order',
    limit: 50,
    depth: 1,
    overrideAccess: false,
    ...(await contentLocale()),
  })
  return docs
})

/** A page of classes (the API's `q`, `page`, `limit`); `q` matches the name. */
export function listClassesPage(request: PageRequest) {
  return findPage('classes', { sort: 'sort_order', searchField: 'name', request })
}

export function listStudentVideosPage(request: PageRequest) {
  return findPage('student-videos', { sort: 'sort_order', searchField: 'title', request })
}
