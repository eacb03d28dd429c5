import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const WRAPPER = path.resolve('scripts/lib/retry-unsettled.mjs')

/**
 * A command that counts its runs in a file and ends with `codes[run]` (the last code once the
 * list runs out); returns the wrapper's exit code and how many times the command ran.
 */
function wrap(codes: number[]): { code: number | null; runs: number; stderr: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'retry-unsettled-'))
  const count = path.join(dir, 'runs.txt')
  const command = path.join(dir, 'command.cjs')
  writeFileSync(count, '0')
  writeFileSync(
    command,
    `const fs = require('fs'); const run = Number(fs.readFileSync(${JSON.stringify(count)}, 'utf8'))
     fs.writeFileSync(${JSON.stringify(count)}, String(run + 1))
     const codes = ${JSON.stringify(codes)}
     process.exit(codes[Math.min(run, codes.length - 1)])`,
  )
  const ended = spawnSync(process.execPath, [WRAPPER, process.execPath, command], {
    encoding: 'utf8',
  })
  return { code: ended.status, runs: Number(readFileSync(count, 'utf8')), stderr: ended.stderr }
}

describe('retry-unsettled', () => {
  it('runs a command again when its code stalled while loading (exit 13)', () => {
    const ended = wrap([13, 13, 0])
    expect(ended).toMatchObject({ code: 0, runs: 3 })
    expect(ended.stderr).toContain('trying again')
  })

  it('gives up after three tries, with the code the command ended with', () => {
    expect(wrap([13])).toMatchObject({ code: 13, runs: 3 })
  })

  it('never repeats a command that ran and failed, or succeeded', () => {
    expect(wrap([1, 0])).toMatchObject({ code: 1, runs: 1 })
    expect(wrap([0, 13])).toMatchObject({ code: 0, runs: 1 })
  })
})
