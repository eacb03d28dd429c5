import { contentGeneration } from '@/lib/api-cache'

type Kept<V> = { generation: number; until: number; value: Promise<V> }

/**
 * A read kept in memory per key for at most `keepMs`, and dropped at once whenever staff change
 * anything (on every instance, with Redis), for data a crowd asks for at the same moment. At most
 * `maxKeys` keys are kept, the least recently used going first. A failed read is not kept.
 */
export function keptReads<V>(
  read: (key: string) => Promise<V>,
  { keepMs, maxKeys }: { keepMs: number; maxKeys: number },
): (key: string, now?: number) => Promise<V> {
  const kept = new Map<string, Kept<V>>()
  return (key, now = Date.now()) => {
    const generation = contentGeneration()
    const entry = kept.get(key)
    kept.delete(key)
    if (entry && entry.generation === generation && entry.until > now) {
      kept.set(key, entry)
      return entry.value
    }
    const value = read(key)
    kept.set(key, { generation, until: now + keepMs, value })
    while (kept.size > maxKeys) kept.delete(kept.keys().next().value as string)
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key)
    })
    return value
  }
}
