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

/**
 * `npm start` keeps the server running: a server that ends without being asked (its watchdog
 * kills a stuck event loop) is started again; one that ignores SIGTERM is killed in time.
 */
describe('supervise', () => {
  it('starts a server again after it was killed, and stops it when told to', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'supervise-'))
    const runs = path.join(dir, 'runs.txt')
    const child = path.join(dir, 'child.cjs')
    // The first run kills itself as the watchdog would; the second stays up.
    writeFileSync(
      child,
      `const fs = require('fs')
       fs.appendFileSync(${JSON.stringify(runs)}, 'run\\n')
       if (fs.readFileSync(${JSON.stringify(runs)}, 'utf8').split('\\n').length === 2) process.kill(process.pid, 'SIGKILL')
       console.log('up'); setInterval(() => {}, 1000)`,
    )
    const parent = path.join(dir, 'parent.ts')
    writeFileSync(
      parent,
      `import { supervise } from ${JSON.stringify(path.resolve('scripts/lib/run.ts'))}
       supervise(process.execPath, [${JSON.stringify(child)}], process.env, {
         onRestart: (ending) => console.log('restart after ' + ending),
       }).then(() => process.exit(0), () => process.exit(1))`,
    )
    const started = spawn(path.resolve('node_modules/.bin/tsx'), [parent], { stdio: 'pipe' })
    let output = ''
    const upTwice = new Promise<void>((resolve) =>
      started.stdout.on('data', (data: Buffer) => {
        output += String(data)
        if (output.split('up').length === 2 && output.includes('restart')) resolve()
      }),
    )
    await upTwice
    expect(output).toContain('restart after SIGKILL')
    started.kill('SIGTERM')
    const code = await new Promise<number | null>((resolve) => started.on('exit', resolve))
    expect(code).toBe(0)
    expect(readFileSync(runs, 'utf8')).toBe('run\nrun\n')
  }, 20_000)

  it('kills a server that has not stopped within its time after SIGTERM', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'supervise-stop-'))
    const child = path.join(dir, 'child.cjs')
    writeFileSync(
      child,
      `process.on('SIGTERM', () => {}); console.log('up'); setInterval(() => {}, 1000)`,
    )
    const parent = path.join(dir, 'parent.ts')
    writeFileSync(
      parent,
      `import { supervise } from ${JSON.stringify(path.resolve('scripts/lib/run.ts'))}
       supervise(process.execPath, [${JSON.stringify(child)}], process.env, { stopWithinMs: 1000 })
         .then(() => process.exit(0), () => process.exit(1))`,
    )
    const started = spawn(path.resolve('node_modules/.bin/tsx'), [parent], { stdio: 'pipe' })
    await new Promise((resolve) => started.stdout.once('data', resolve))
    const sent = Date.now()
    started.kill('SIGTERM')
    const code = await new Promise<number | null>((resolve) => started.on('exit', resolve))
    expect(code).toBe(0)
    expect(Date.now() - sent).toBeLessThan(3_000)
  }, 20_000)
})
