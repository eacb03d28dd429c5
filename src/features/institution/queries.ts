import 'server-only'

import { cache } from 'react'

import { listedPeopleWhere } from '@/collections/Users/faculty-listing'
import { ROLE, ROLES } from '@/lib/constants'
import { parseId } from '@/lib/ids'
import { findPublicGlobal } from '@/lib/payload/find-public'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import type { Document, Institution } from '@/payload-types'

import { checkCompleteness, type CheckResult } from './completeness'
import {
  enrolmentFromMembers,
  enrolmentFromRows,
  staffByPost,
  type EnrolmentTable,
  type StaffFigures,
} from './figures'

/** A file the institution's information rests on or offers (letters, routines, syllabi). */
export type InstitutionFile = Pick<
  Document,
  'id' | 'title' | 'filename' | 'mimeType' | 'filesize' | 'prefix'
>

/** The institution's information with its figures counted and its files looked up. */
export type InstitutionArea = {
  institution: Institution
  enrolment: EnrolmentTable
  staff: StaffFigures
  files: Map<number, InstitutionFile>
}

const relationId = (value: number | { id: number } | null | undefined) =>
  value && typeof value === 'object' ? value.id : (value ?? null)

/** Every file the information names, in the order it names them. */
function fileIds(institution: Institution): number[] {
  const academics = institution.academics
  const ids = [
    ...(institution.recognition?.levels ?? []).flatMap((level) => [
      relationId(level.permission_document),
      relationId(level.recognition_document),
    ]),
    ...[...(academics?.routines ?? []), ...(academics?.syllabi ?? [])].map((entry) =>
      relationId(entry.document),
    ),
  ]
  return [...new Set(ids.filter((id): id is number => id !== null))]
}

/** The students who are members, by class, section and gender only. */
async function countStudentMembers(approved: Institution['enrolment']['approved_sections']) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: ROLE.student } },
    select: { student_class: true, section: true, gender: true },
    pagination: false,
    depth: 0,
    // A member's gender is private to them; only the counts leave this function.
    overrideAccess: true,
  })
  return enrolmentFromMembers(docs, approved ?? [])
}

/** Designations of the verified leaders and teachers, as the About page lists them. */
async function listFacultyPosts() {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      or: [listedPeopleWhere(ROLES.teacher), listedPeopleWhere(ROLES.leadership)],
    },
    select: { role: true, designation: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs
}

/** The files the public information names, by id. */
async function findFiles(ids: number[]): Promise<Map<number, InstitutionFile>> {
  if (ids.length === 0) return new Map()
  const payload = await getPayloadClient()
  // Documents are private by address; the published information is what makes these public.
  const { docs } = await payload.find({
    collection: 'documents',
    where: { id: { in: ids } },
    select: { title: true, filename: true, mimeType: true, filesize: true, prefix: true },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.id, doc]))
}

/**
 * The whole area as every visitor sees it, in the page's language: what staff entered, the
 * enrolment table (typed in, or counted from the student members) and staff per post.
 */
export const getInstitutionArea = cache(async (): Promise<InstitutionArea> => {
  const institution = await findPublicGlobal('institution', { depth: 0 })
  const enrolmentSettings = institution.enrolment
  const [enrolment, faculty, files] = await Promise.all([
    enrolmentSettings?.source === 'members'
      ? countStudentMembers(enrolmentSettings.approved_sections)
      : Promise.resolve(
          enrolmentFromRows(
            enrolmentSettings?.rows ?? [],
            enrolmentSettings?.approved_sections ?? [],
          ),
        ),
    listFacultyPosts(),
    findFiles(fileIds(institution)),
  ])
  const staff = staffByPost(
    faculty,
    (institution.staff?.left_out_posts ?? []).map((entry) => entry.post),
    institution.staff?.other_staff ?? [],
  )
  return { institution, enrolment, staff, files }
})

/** The completeness check as the office sees it now. */
export async function getInstitutionChecklist(now = new Date()): Promise<CheckResult[]> {
  const { institution, enrolment, staff } = await getInstitutionArea()
  return checkCompleteness(institution, { enrolment, staffTotal: staff.total }, now)
}

/** A file the public information offers, by its id; null for any other. */
export async function getInstitutionFile(id: unknown): Promise<InstitutionFile | null> {
  const fileId = parseId(id)
  if (fileId === null) return null
  const { files } = await getInstitutionArea()
  return files.get(fileId) ?? null
}
