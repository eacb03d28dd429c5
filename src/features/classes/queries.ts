import 'server-only'

import { cache } from 'react'

import type { SettledListRequest } from '@/lib/pagination'
import { findPublic, findPublicById, findPublicPage } from '@/lib/payload/find-public'

export const listClasses = cache(async () => {
  const { docs } = await findPublic('classes', {
    sort: 'sort_order',
    limit: 100,
    depth: 1,
  })
  return docs
})

export const getClass = cache((id: unknown) => findPublicById('classes', id, { depth: 1 }))

export const listStudentVideos = cache(async () => {
  const { docs } = await findPublic('student-videos', {
    sort: 'sort_order',
    limit: 50,
    depth: 1,
  })
  return docs
})

/** A page of classes (the API's `q`, `page`, `limit`); `q` matches the name. */
export function listClassesPage(request: SettledListRequest) {
  return findPublicPage('classes', { sort: 'sort_order', searchField: 'name', request })
}

export function listStudentVideosPage(request: SettledListRequest) {
  return findPublicPage('student-videos', { sort: 'sort_order', searchField: 'title', request })
}
