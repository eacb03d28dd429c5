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

  main().then(
    async (failures) => {
      await beforeCleanUp()
      cleanUp()
      if (failures.length > 0) {
        console.error(`\nFAILED:\n${failures.map((f) => `- ${f}`).join('\n')}`)
        process.exit(1)
      }
      console.log(`\n${passed()}`)
      process.exit(0)
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      onError()
      cleanUp()
      process.exit(1)
    },
  )
}
