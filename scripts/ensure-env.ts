/**
 * Writes a .env with a fresh random PAYLOAD_SECRET on first run, so a new checkout starts with
 * no manual step. An existing .env is never overwritten.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export function ensureEnvFile(root = process.cwd()): 'created' | 'updated' | 'present' {
  const file = path.join(root, '.env')
  const secretLine = `PAYLOAD_SECRET=${randomBytes(32).toString('hex')}`
  if (!existsSync(file)) {
    writeFileSync(
      file,
      `# Generated on first run; see .env.example for every variable.\n${secretLine}\n`,
      {
        mode: 0o600,
      },
    )
    return 'created'
  }
  const content = readFileSync(file, 'utf8')
  if (/^PAYLOAD_SECRET=.{32,}$/m.test(content)) return 'present'
  const withoutEmpty = content.replace(/^PAYLOAD_SECRET=.*$/m, '').trimEnd()
  writeFileSync(file, `${withoutEmpty}\n${secretLine}\n`, { mode: 0o600 })
  return 'updated'
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = ensureEnvFile()
  if (result !== 'present') console.log(`.env ${result} with a new PAYLOAD_SECRET`)
}
