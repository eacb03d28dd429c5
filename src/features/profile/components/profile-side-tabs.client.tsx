'use client'

import type { ReactNode } from 'react'

import { useTabs } from '@/components/ui/use-tabs'

/**
 * The own-profile layout: a side panel (picture, name, tabs) beside the chosen tab's content;
 * stacked on phones. Arrow keys move between tabs.
 */
export function ProfileSideTabs({
  label,
  panel,
  tabs,
}: {
  /** The tab list's name for screen readers. */
  label: string
  panel: ReactNode
  tabs: { label: string; content: ReactNode }[]
}) {
  const {
    active,
    list,
    tab: tabProps,
    panel: panelProps,
  } = useTabs(tabs.length, { vertical: true })
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <aside className="h-fit rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-28">
        {panel}
        <div {...list} aria-label={label} className="mt-4 grid grid-cols-3 gap-1 lg:grid-cols-1">
          {tabs.map((tab, i) => (
            <button
              key={tab.label}
              {...tabProps(i)}
              className={`min-h-11 rounded-xl px-3 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-accent-500 lg:text-start lg:text-base ${
                i === active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50'
              }`}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </aside>
      <div className="min-w-0">
        {tabs.map((tab, i) => (
          <div key={tab.label} {...panelProps(i)}>
            {tab.content}
          </div>
        ))}
      </div>
    </div>
  )
}
