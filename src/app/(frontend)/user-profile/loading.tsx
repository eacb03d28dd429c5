/** Shown until the session is checked and the profile is read (spec 2.21: a spinner). */
export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="grid min-h-[50vh] place-items-center">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-700 border-t-transparent" />
      <span className="sr-only">Loading your profile…</span>
    </div>
  )
}
