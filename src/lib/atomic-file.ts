import { randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Writes a new JSON file in `dir` under a time-ordered unique name. It is written beside its
 * place under a name no reader lists, then renamed in, so a reader never sees half a file.
 */
export async function writeJsonAtomically(dir: string, record: unknown): Promise<string> {
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `${Date.now()}-${randomUUID()}.json`)
  const partial = `${file}.partial`
  await writeFile(partial, JSON.stringify(record, null, 2))
  await rename(partial, file)
  return file
}
