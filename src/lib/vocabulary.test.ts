/**
 * Role codes and the school's time zone are written once, in lib/constants.ts; everything else
 * names them (ROLE.student, isTeacher, SCHOOL_TIME_ZONE), so a change is made in one place and a
 * typo is a compile error. This reads the source for the raw strings.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

import {
  isFaculty,
  isLeader,
  isStudent,
  isTeacher,
  ROLE,
  ROLES,
  SCHOOL_TIME_ZONE,
  toStoredRole,
} from './constants'

const SRC = path.resolve(__dirname, '..')
const VOCABULARY = path.join('lib', 'constants.ts')
// Sign-up's write paths are being reworked elsewhere; they move to ROLE with that work.
const ROLE_CODE = /^(8|9|10)$/
const TIME_ZONE = /Asia\/Dhaka/

/** String literals in a file's code (comments are not code) that say a role or the time zone. */
function rawWords(file: string): string[] {
  const text = readFileSync(path.join(SRC, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (ROLE_CODE.test(node.text) || TIME_ZONE.test(node.text)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
        found.push(`${file}:${line} '${node.text}'`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const files = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .filter((f) => !f.startsWith('migrations') && f !== 'payload-types.ts' && f !== VOCABULARY)

describe('the vocabulary', () => {
  it('is the only place a role code or the time zone is written', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap(rawWords)).toEqual([])
  })

  it('reads a role in either form it arrives in', () => {
    expect(toStoredRole(ROLES.teacher)).toBe(ROLE.teacher)
    expect(toStoredRole(ROLE.leadership)).toBe(ROLE.leadership)
    expect(toStoredRole('11')).toBeUndefined()
    expect(toStoredRole({ toString: null })).toBeUndefined()
    expect(isStudent(ROLE.student) && !isStudent(ROLE.teacher)).toBe(true)
    expect(isTeacher(9) && !isTeacher(undefined)).toBe(true)
    expect(isLeader(ROLE.leadership) && !isLeader(ROLE.teacher)).toBe(true)
    expect([ROLE.student, ROLE.teacher, ROLE.leadership].map(isFaculty)).toEqual([
      false,
      true,
      true,
    ])
  })

  it('names the school time zone Intl knows', () => {
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: SCHOOL_TIME_ZONE })).not.toThrow()
  })
})
