'use server'

import type { ReactNode } from 'react'

import { PAGE_SIZE, ROLES } from '@/lib/constants'
import { toPageNumber } from '@/lib/pagination'

import { PersonCard } from './components/person-card'
import { listPeopleByRole } from './queries'

/**
 * One page of the faculty for the About page's list, drawn on the server like its first page (in
 * the language of the page that asks, which the proxy marks on the request).
 */
export async function loadFacultyPage(page: unknown): Promise<ReactNode[]> {
  const { docs } = await listPeopleByRole(
    ROLES.teacher,
    { page: toPageNumber(page) },
    PAGE_SIZE.faculty,
  )
  return docs.map((person) => <PersonCard key={person.id} person={person} />)
}
