/**
 * A page's highlight sections (a top grid, a lead story, a side list, a featured carousel) show
 * each story once: a later highlight skips what an earlier one showed, keeping at most `limit`.
 * The full, paged list below them stays complete.
 */
export function notShownYet<T extends { id: number }>(
  items: readonly T[],
  shown: readonly { id: number }[],
  limit: number = items.length,
): T[] {
  const seen = new Set(shown.map((item) => item.id))
  return items.filter((item) => !seen.has(item.id)).slice(0, limit)
}
