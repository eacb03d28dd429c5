/** The tail of each key's queue of runs. */
const tails = new Map<string, Promise<unknown>>()

/**
 * Runs `run` after every earlier run with the same key has settled, within this process: the
 * check-then-write of a limited resource cannot interleave with another on the same key.
 */
export async function oneAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve()
  const result = before.then(run, run)
  const tail = result.catch(() => undefined)
  tails.set(key, tail)
  try {
    return await result
  } finally {
    if (tails.get(key) === tail) tails.delete(key)
  }
}
