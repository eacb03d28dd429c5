/**
 * `npm run db:backup [-- --keep=N]`: writes one timestamped archive of the database and the
 * uploaded files to BACKUP_DIR (default backups/) while the site keeps running, then, with
 * --keep, deletes all but the newest N backups there.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import nextEnv from '@next/env'

import {
  backupFileName,
  backupsToPrune,
  type BackupManifest,
  createArchive,
  DATABASE_ENTRY,
  databaseKind,
  dumpPostgres,
  formatBytes,
  MANIFEST_FILE,
  parseKeep,
  snapshotSqlite,
  sqliteFile,
  summarizeFolder,
} from './lib/backup'

async function main() {
  const { values } = parseArgs({ options: { keep: { type: 'string' } } })
  const keep = parseKeep(values.keep)
  nextEnv.loadEnvConfig(process.cwd())
  const { env } = await import('@/lib/env')

  // The archive holds password hashes and children's details: readable by its owner only.
  process.umask(0o077)
  const backupDir = path.resolve(env.BACKUP_DIR)
  mkdirSync(backupDir, { recursive: true })
  const createdAt = new Date()
  const archive = path.join(backupDir, backupFileName(createdAt))
  if (existsSync(archive)) throw new Error(`${archive} already exists; try again in a second.`)

  const kind = databaseKind(env.DATABASE_URL)
  const folders = { media: env.MEDIA_DIR, documents: env.DOCUMENTS_DIR }
  const staging = mkdtempSync(path.join(backupDir, '.partial-'))
  try {
    mkdirSync(path.join(staging, 'database'))
    const target = path.join(staging, DATABASE_ENTRY[kind])
    const database =
      kind === 'sqlite'
        ? { migrations: await snapshotSqlite(sqliteFile(env.DATABASE_URL), target) }
        : await dumpPostgres(env.DATABASE_URL, target)
    // The files are read after the database, so every upload the copy refers to is in them.
    const manifest: BackupManifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      database: {
        kind,
        ...('serverMajor' in database
          ? { serverMajor: database.serverMajor, dumpMajor: database.dumpMajor }
          : {}),
      },
      migrations: database.migrations,
      folders: {
        media: summarizeFolder(folders.media),
        documents: summarizeFolder(folders.documents),
      },
    }
    writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    const partial = path.join(staging, 'archive.tar.gz')
    await createArchive(staging, folders, partial)
    renameSync(partial, archive)

    const { media, documents } = manifest.folders
    console.log(`Backup written: ${archive} (${formatBytes(statSync(archive).size)})`)
    console.log(`  database   ${kind}, ${manifest.migrations.length} migrations applied`)
    console.log(`  media      ${media.files} files (${formatBytes(media.bytes)})`)
    console.log(`  documents  ${documents.files} files (${formatBytes(documents.bytes)})`)
    if (env.S3_BUCKET)
      console.log(
        `  Uploads are kept in the S3 bucket ${env.S3_BUCKET}, not in this archive: turn on the ` +
          "bucket's versioning or replication to keep earlier copies.",
      )
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }

  if (keep !== undefined) {
    for (const name of backupsToPrune(readdirSync(backupDir), keep)) {
      rmSync(path.join(backupDir, name))
      console.log(`Removed old backup ${name}`)
    }
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
