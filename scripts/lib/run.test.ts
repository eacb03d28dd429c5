import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * A parent that runs a long-lived child through run(), like `npm start` runs the server: when
 * the parent is told to stop, the child hears it too and the parent ends with it.
 */
describe('run', () => {
  it('passes a stop signal on to the command it runs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'run-signal-'))
    const heard = path.join(dir, 'heard.txt')
    const child = path.join(dir, 'child.cjs')
    writeFileSync(
      child,
      `process.on('SIGTERM', () => { require('fs').writeFileSync(${JSON.stringify(heard)}, 'SIGTERM'); process.exit(0) })
       console.log(process.pid); setInterval(() => {}, 1000)`,
    )
    const parent = path.join(dir, 'parent.ts')
    writeFileSync(
      parent,
      `import { run } from ${JSON.stringify(path.resolve('scripts/lib/run.ts'))}
       run(process.execPath, [${JSON.stringify(child)}]).then(() => process.exit(0), () => process.exit(1))`,
    )
    const started = spawn(path.resolve('node_modules/.bin/tsx'), [parent], { stdio: 'pipe' })
    const childPid = await new Promise<number>((resolve) =>
      started.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim()))),
    )
    try {
      started.kill('SIGTERM')
      const code = await new Promise<number | null>((resolve) => started.on('exit', resolve))
      expect(readFileSync(heard, 'utf8')).toBe('SIGTERM')
      expect(code).toBe(0)
    } finally {
      // Were the signal not passed on, the child would outlive the test.
      try {
        process.kill(childPid, 'SIGKILL')
      } catch {
        // already gone, as it should be
      }
    }
  }, 20_000)
})
