import 'server-only'

import { cache } from 'react'

import type { SettledListRequest } from '@/lib/pagination'
import { findPublicById, findPublicInOrder, findPublicPage } from '@/lib/payload/find-public'

export const listClasses = cache(() => findPublicInOrder('classes', 100))

export const getClass = cache((id: unknown) => findPublicById('classes', id, { depth: 1 }))

export const listStudentVideos = cache(() => findPublicInOrder('student-videos', 50))

/** A page of classes (the API's `q`, `page`, `limit`); `q` matches the name. */
export function listClassesPage(request: SettledListRequest) {
  return findPublicPage('classes', { sort: 'sort_order', searchField: 'name', request })
}

export function listStudentVideosPage(request: SettledListRequest) {
  return findPublicPage('student-videos', { sort: 'sort_order', searchField: 'title', request })
}
