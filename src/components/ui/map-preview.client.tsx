'use client'

import { useState } from 'react'

import type { MapLinks } from '@/lib/maps'

/**
 * A place's map that loads nothing from the map site until the visitor asks: first a button
 * drawn as a map card, and a link that opens the map app; the embedded map after a tap.
 */
export function MapPreview({
  links,
  labels,
}: {
  links: MapLinks
  labels: { show: string; open: string; title: string }
}) {
  const [shown, setShown] = useState(false)
  if (shown)
    return (
      <iframe
        src={links.embed}
        title={labels.title}
        referrerPolicy="no-referrer-when-downgrade"
        className="aspect-video w-full rounded-xl border-0"
      />
    )
  return (
    <div className="space-y-1">
      <button
        type="button"
        onClick={() => setShown(true)}
        className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl border border-slate-200 bg-brand-50 bg-[linear-gradient(var(--color-brand-100)_1px,transparent_1px),linear-gradient(90deg,var(--color-brand-100)_1px,transparent_1px)] bg-[size:24px_24px] font-semibold text-brand-900 hover:border-brand-600 focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8 fill-brand-700">
          <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6a2.5 2.5 0 0 1 0 5.5Z" />
        </svg>
        {labels.show}
      </button>
      <a
        href={links.open}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        {labels.open}
      </a>
    </div>
  )
}
