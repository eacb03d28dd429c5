/**
 * `node scripts/lib/retry-unsettled.mjs <command> [args…]` runs the command, and runs it again
 * (three tries in all) when it ends with exit code 13: Node's code for an entry module that never
 * finished loading with nothing left to wait on. On Node 20, tsx's loader hooks run on a thread
 * of their own and, now and then on a busy machine, lose one module request of a large module
 * graph (Payload's), before any of the script's code ran; the process then ends silently with
 * 13. The commands run this way change nothing before their code runs, so another try is safe.
 *
 * Plain JavaScript, run by node without loader hooks, so this process itself cannot stall so.
 * A stop signal sent to it is passed on to the command.
 */
import { spawn } from 'node:child_process'

const UNSETTLED_LOADING = 13
const TRIES = 3
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP']

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/lib/retry-unsettled.mjs <command> [args…]')
  process.exit(2)
}

/** Runs the command once; resolves with its exit code, or the signal that ended it. */
function runOnce() {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' })
    const forward = (signal) => child.kill(signal)
    for (const signal of FORWARDED) process.on(signal, forward)
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`)
      resolve({ code: 1, signal: null })
    })
    child.on('exit', (code, signal) => {
      for (const name of FORWARDED) process.off(name, forward)
      resolve({ code, signal })
    })
  })
}

let ending = await runOnce()
for (let tries = 1; ending.code === UNSETTLED_LOADING && tries < TRIES; tries += 1) {
  console.error(
    `› ${[command, ...args].join(' ')} stopped while loading its code (exit 13, nothing ran); trying again`,
  )
  ending = await runOnce()
}
if (ending.signal) process.kill(process.pid, ending.signal)
else process.exit(ending.code ?? 1)
