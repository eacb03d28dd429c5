import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  backupFileName,
  backupsToPrune,
  committedMigrations,
  databaseKind,
  describeDatabase,
  formatBytes,
  migrationStep,
  parseKeep,
  parseManifest,
  pgToolConnection,
  sqliteFile,
  toolMajorVersion,
} from './backup'

describe('backup names', () => {
  it('names a backup by its UTC time, to the second', () => {
    expect(backupFileName(new Date('2026-11-23T04:00:12.345Z'))).toBe(
      'school-2026-11-23T040012Z.tar.gz',
    )
  })

  it('prunes all but the newest backups and never touches other files', () => {
    const names = [
      'school-2026-11-21T040000Z.tar.gz',
      'notes.txt',
      'school-2026-11-23T040000Z.tar.gz',
      'school-2026-11-22T040000Z.tar.gz',
      'school-2026-11-20T040000Z.tar.gz.partial',
      '.partial-abc',
    ]
    expect(backupsToPrune(names, 2)).toEqual(['school-2026-11-21T040000Z.tar.gz'])
    expect(backupsToPrune(names, 1)).toEqual([
      'school-2026-11-22T040000Z.tar.gz',
      'school-2026-11-21T040000Z.tar.gz',
    ])
    expect(backupsToPrune(names, 5)).toEqual([])
  })

  it('accepts --keep as a whole number of at least 1', () => {
    expect(parseKeep(undefined)).toBeUndefined()
    expect(parseKeep('7')).toBe(7)
    for (const bad of ['0', '-1', '2.5', 'seven', ''])
      expect(() => parseKeep(bad)).toThrow(/--keep/)
  })
})

describe('database addresses', () => {
  it('tells SQLite from Postgres', () => {
    expect(databaseKind('file:./data/school.db')).toBe('sqlite')
    expect(databaseKind('postgres://u:p@h/db')).toBe('postgres')
    expect(databaseKind('postgresql://u:p@h/db')).toBe('postgres')
  })

  it('finds the SQLite file of relative, absolute and file:/// addresses', () => {
    expect(sqliteFile('file:./data/school.db', '/srv/site')).toBe('/srv/site/data/school.db')
    expect(sqliteFile('file:/var/lib/school.db', '/srv/site')).toBe('/var/lib/school.db')
    expect(sqliteFile('file:///var/lib/school.db', '/srv/site')).toBe('/var/lib/school.db')
    expect(sqliteFile('file:data/my%20school.db?mode=rw', '/srv')).toBe('/srv/data/my school.db')
    expect(() => sqliteFile('mysql://h/db')).toThrow(/DATABASE_URL/)
  })

  it('keeps the Postgres password out of the client tools’ arguments', () => {
    const connection = pgToolConnection('postgres://school:s%40cret@db.local:5432/school')
    expect(connection.dbname).toBe('postgres://school@db.local:5432/school')
    expect(connection.env).toEqual({ PGPASSWORD: 's@cret' })
    expect(pgToolConnection('postgres://school@db.local/school').env).toEqual({})
  })

  it('describes a database without its credentials', () => {
    expect(describeDatabase('postgres://school:secret@db.local:5432/school')).toBe(
      'Postgres database "school" on db.local:5432',
    )
    expect(describeDatabase('file:/var/lib/school.db')).toBe('SQLite file /var/lib/school.db')
  })

  it('reads the major version of the client tools', () => {
    expect(toolMajorVersion('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)\n')).toBe(15)
    expect(toolMajorVersion('pg_restore (PostgreSQL) 9.6.24')).toBe(9)
    expect(toolMajorVersion('something else')).toBeNull()
  })
})

describe('migrations', () => {
  it('lists pending and unknown migrations', () => {
    expect(migrationStep(['a', 'b'], ['a', 'b', 'c'])).toEqual({ pending: ['c'], unknown: [] })
    expect(migrationStep(['a', 'b', 'x'], ['a', 'b'])).toEqual({ pending: [], unknown: ['x'] })
    expect(migrationStep(['a'], ['a'])).toEqual({ pending: [], unknown: [] })
  })
})

describe('manifest', () => {
  const manifest = {
    format: 1,
    createdAt: '2026-11-23T04:00:12.345Z',
    database: { kind: 'postgres', serverMajor: 15, dumpMajor: 15 },
    migrations: ['20261122_224950_initial'],
    folders: { media: { files: 3, bytes: 1200 }, documents: { files: 0, bytes: 0 } },
  }

  it('accepts what db:backup writes', () => {
    expect(parseManifest(manifest)).toEqual(manifest)
  })

  it('refuses anything else with a clear message', () => {
    expect(() => parseManifest({ ...manifest, format: 2 })).toThrow(/manifest\.json/)
    expect(() => parseManifest({ ...manifest, database: { kind: 'mysql' } })).toThrow()
    expect(() => parseManifest(null)).toThrow()
  })
})

it('formats sizes for people', () => {
  expect(formatBytes(0)).toBe('0 B')
  expect(formatBytes(1023)).toBe('1023 B')
  expect(formatBytes(1536)).toBe('1.5 KB')
  expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB')
})

it('reads the migrations Payload runs from the committed index', () => {
  for (const kind of ['sqlite', 'postgres'] as const) {
    const names = committedMigrations(kind)
    expect(names.length).toBeGreaterThan(0)
    expect(names[0]).toMatch(/^\d{8}_\d{6}_initial$/)
    for (const name of names)
      expect(existsSync(path.resolve('src/migrations', kind, `${name}.ts`))).toBe(true)
  }
})
