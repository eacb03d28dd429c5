'use client'

import type { ReactNode } from 'react'

import { useTabs } from './use-tabs'

/** Accessible tabs: arrow keys move between tabs, only the chosen panel shows. */
export function Tabs({
  tabs,
  label,
}: {
  tabs: { label: string; content: ReactNode }[]
  label: string
}) {
  const { active, list, tab: tabProps, panel } = useTabs(tabs.length)
  return (
    <div>
      <div
        {...list}
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.label}
            {...tabProps(i)}
            className={`min-h-11 border-b-2 px-4 font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-accent-500 ${
              i === active
                ? 'border-brand-700 text-brand-700'
                : 'border-transparent text-slate-600 hover:text-brand-900'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.label} {...panel(i)} className="pt-6">
          {tab.content}
        </div>
      ))}
    </div>
  )
}
