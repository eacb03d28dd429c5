'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

/**
 * The own-profile layout: a side panel (picture, name, tabs) beside the chosen tab's content;
 * stacked on phones. Arrow keys move between tabs.
 */
export function ProfileSideTabs({
  panel,
  tabs,
}: {
  panel: ReactNode
  tabs: { label: string; content: ReactNode }[]
}) {
  const [active, setActive] = useState(0)
  const id = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: KeyboardEvent) => {
    const delta =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? 1
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? -1
          : 0
    if (!delta) return
    event.preventDefault()
    const next = (active + delta + tabs.length) % tabs.length
    setActive(next)
    buttons.current[next]?.focus()
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <aside className="h-fit rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-28">
        {panel}
        <div
          role="tablist"
          aria-label="Profile sections"
          aria-orientation="vertical"
          onKeyDown={onKeyDown}
          className="mt-4 grid grid-cols-3 gap-1 lg:grid-cols-1"
        >
          {tabs.map((tab, i) => (
            <button
              key={tab.label}
              ref={(el) => {
                buttons.current[i] = el
              }}
              role="tab"
              type="button"
              id={`${id}-tab-${i}`}
              aria-selected={i === active}
              aria-controls={`${id}-panel-${i}`}
              tabIndex={i === active ? 0 : -1}
              onClick={() => setActive(i)}
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
          <div
            key={tab.label}
            role="tabpanel"
            id={`${id}-panel-${i}`}
            aria-labelledby={`${id}-tab-${i}`}
            hidden={i !== active}
          >
            {tab.content}
          </div>
        ))}
      </div>
    </div>
  )
}
