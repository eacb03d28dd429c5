/**
 * `npm run db:restore -- <backup.tar.gz> [--force] [--yes]`: replaces the database and the
 * media and documents folders with a backup's, then checks the migrations are in step.
 * Refuses while the site (or anything else) is using the database, unless --force.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'

import nextEnv from '@next/env'

import {
  appliedMigrations,
  type BackupManifest,
  committedMigrations,
  DATABASE_ENTRY,
  databaseInUse,
  databaseKind,
  describeDatabase,
  extractArchive,
  FOLDERS,
  formatBytes,
  migrationStep,
  move,
  restorePostgres,
  sqliteFile,
  summarizeFolder,
} from './lib/backup'

const USAGE = 'Usage: npm run db:restore -- <backup.tar.gz> [--force] [--yes]'

async function confirm(question: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout })
  const answer = await prompt.question(question)
  prompt.close()
  return answer.trim().toLowerCase() === 'yes'
}

/**
 * Moves each `from` into place (or only clears the place when `from` is null), keeping what was
 * there in `asideDir`, so that `rollback` can put it back.
 */
function swapIn(items: { from: string | null; to: string }[], asideDir: string) {
  const done: { to: string; aside: string | null }[] = []
  for (const [i, { from, to }] of items.entries()) {
    const aside = existsSync(to) ? path.join(asideDir, String(i)) : null
    if (aside) move(to, aside)
    done.push({ to, aside })
    if (from !== null && existsSync(from)) move(from, to)
  }
  return {
    rollback: () => {
      for (const { to, aside } of done.reverse()) {
        rmSync(to, { recursive: true, force: true })
        if (aside) move(aside, to)
      }
    },
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, yes: { type: 'boolean' } },
  })
  if (positionals.length !== 1) throw new Error(USAGE)
  const archive = path.resolve(positionals[0]!)
  if (!existsSync(archive)) throw new Error(`No backup at ${archive}.`)

  nextEnv.loadEnvConfig(process.cwd())
  const { env } = await import('@/lib/env')
  const url = env.DATABASE_URL
  const kind = databaseKind(url)
  const folders = { media: path.resolve(env.MEDIA_DIR), documents: path.resolve(env.DOCUMENTS_DIR) }

  const inUse = await databaseInUse(url, process.env.PORT ?? '3000')
  if (inUse.length > 0) {
    const list = inUse.map((reason) => `  - ${reason}`).join('\n')
    if (!values.force)
      throw new Error(
        `The database is in use:\n${list}\nStop the site first, or pass --force to restore anyway.`,
      )
    console.warn(`Restoring with --force although the database is in use:\n${list}`)
  }

  // Unpacked beside the uploads, so putting them in place is a rename, not a copy.
  mkdirSync(path.dirname(folders.media), { recursive: true })
  const staging = mkdtempSync(path.join(path.dirname(folders.media), '.restore-'))
  let keepStaging = false
  try {
    const manifest: BackupManifest = await extractArchive(archive, path.join(staging, 'backup'))
    if (manifest.database.kind !== kind)
      throw new Error(
        `This is a ${manifest.database.kind} backup and DATABASE_URL names a ${kind} database; ` +
          `a backup restores into the same kind of database only.`,
      )

    const current = {
      media: summarizeFolder(folders.media),
      docs: summarizeFolder(folders.documents),
    }
    const backup = manifest.folders
    console.log(`Backup ${path.basename(archive)}, made ${manifest.createdAt}:`)
    console.log(
      `  ${manifest.database.kind} database with ${manifest.migrations.length} migrations, ` +
        `${backup.media.files} media files, ${backup.documents.files} documents`,
    )
    if (env.S3_BUCKET)
      console.log(
        `  Uploads are served from the S3 bucket ${env.S3_BUCKET}: the archive's files go to the ` +
          'folders below, and the bucket is left as it is (restore it from its own versions).',
      )
    console.log('This replaces:')
    console.log(`  database   ${describeDatabase(url)}`)
    console.log(`  media      ${folders.media} (now ${current.media.files} files)`)
    console.log(`  documents  ${folders.documents} (now ${current.docs.files} files)`)
    if (process.stdin.isTTY && !values.yes && !(await confirm('Type "yes" to continue: ')))
      throw new Error('Nothing was changed.')

    const from = (entry: string) => path.join(staging, 'backup', entry)
    const items: { from: string | null; to: string }[] = FOLDERS.map((name) => ({
      from: from(name),
      to: folders[name],
    }))
    if (kind === 'sqlite') {
      const file = sqliteFile(url)
      // The old WAL must go too: applied to the restored file it would corrupt it.
      items.push(
        { from: null, to: `${file}-wal` },
        { from: null, to: `${file}-shm` },
        { from: from(DATABASE_ENTRY.sqlite), to: file },
      )
    }
    const swap = swapIn(items, path.join(staging, 'previous'))
    try {
      if (kind === 'postgres') await restorePostgres(url, from(DATABASE_ENTRY.postgres), manifest)
    } catch (error) {
      try {
        swap.rollback()
      } catch (rollbackError) {
        keepStaging = true
        console.error(
          `Putting the previous files back failed (${String(rollbackError)}); ` +
            `they are in ${path.join(staging, 'previous')}.`,
        )
      }
      throw error
    }

    const problems: string[] = []
    const restored = {
      media: summarizeFolder(folders.media),
      documents: summarizeFolder(folders.documents),
    }
    for (const name of FOLDERS) {
      if (restored[name].files !== backup[name].files)
        problems.push(
          `${name}: ${restored[name].files} files restored, the backup lists ${backup[name].files}`,
        )
    }
    const applied = await appliedMigrations(url)
    if (applied.join('\n') !== manifest.migrations.join('\n'))
      problems.push('the restored database does not list the migrations the backup recorded')
    const step = migrationStep(applied, committedMigrations(kind))
    if (step.unknown.length > 0)
      problems.push(
        `the backup has migrations this version of the site does not know ` +
          `(${step.unknown.join(', ')}): deploy the version that made it before starting the site`,
      )

    console.log(`Restored from ${path.basename(archive)}:`)
    console.log(`  database   ${describeDatabase(url)}, ${applied.length} migrations`)
    for (const name of FOLDERS)
      console.log(
        `  ${name.padEnd(10)} ${restored[name].files} files (${formatBytes(restored[name].bytes)})`,
      )
    if (step.pending.length > 0)
      console.log(
        `  ${step.pending.length} newer migrations of this version are not applied yet; ` +
          '`npm start` (or `npm run db:prepare`) applies them.',
      )
    else if (step.unknown.length === 0) console.log('  migrations in step with this version')
    if (problems.length > 0) {
      console.error(
        `Check before starting the site:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      )
      process.exitCode = 1
    }
  } finally {
    if (!keepStaging) rmSync(staging, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
