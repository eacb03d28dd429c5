import type { ReactNode } from 'react'

/** One labelled fact on a tinted tile, inside a `<dl>` (a class's fees, an event's dates). */
export function FactTile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-brand-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-brand-900">{children}</dd>
    </div>
  )
}
