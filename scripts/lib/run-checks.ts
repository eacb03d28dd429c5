/**
 * Runs a check script to its end: whatever it started is cleaned up on success, on failure and
 * on a stop signal; it exits 1 with the list of failed checks, or 0 with `passed()`.
 */
export function runChecks({
  main,
  cleanUp,
  beforeCleanUp = async () => undefined,
  onError = () => undefined,
  passed,
}: {
  main: () => Promise<string[]>
  cleanUp: () => void
  /** Closes what only an async call can close (a database client), before `cleanUp`. */
  beforeCleanUp?: () => Promise<void>
  /** Prints what helps to understand an unexpected error (server logs). */
  onError?: () => void
  passed: () => string
}): void {
  // Run by node itself (not the tsx command), so these handlers hear a stop signal first.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const)
    process.once(signal, () => {
      cleanUp()
      process.exit(code)
    })
  process.once('exit', cleanUp)
  // Node ends a process whose event loop is empty even while a promise is still pending, with
  // code 0; the stress run's dynamic import of the site's config once ended that way. The
  // timer keeps the loop busy until the run settles (each script's own deadline still ends a
  // run that hangs), and a run that stops early anyway never passes.
  const keepAlive = setInterval(() => undefined, 60_000)
  let settled = false
  const settle = () => {
    settled = true
    clearInterval(keepAlive)
  }
  process.once('beforeExit', () => {
    if (settled) return
    console.error('\nFAILED: the run stopped before its checks finished (nothing left to wait on).')
    onError()
    cleanUp()
    process.exit(1)
  })

  main().then(
    async (failures) => {
      await beforeCleanUp()
      cleanUp()
      settle()
      if (failures.length > 0) {
        console.error(`\nFAILED:\n${failures.map((f) => `- ${f}`).join('\n')}`)
        process.exit(1)
      }
      console.log(`\n${passed()}`)
      process.exit(0)
    },
    (error: unknown) => {
      settle()
      console.error(error instanceof Error ? error.message : error)
      onError()
      cleanUp()
      process.exit(1)
    },
  )
}
