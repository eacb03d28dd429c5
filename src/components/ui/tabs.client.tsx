'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

/** Accessible tabs: arrow keys move between tabs, only the chosen panel shows. */
export function Tabs({
  tabs,
  label,
}: {
  tabs: { label: string; content: ReactNode }[]
  label: string
}) {
  const [active, setActive] = useState(0)
  const id = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!delta) return
    const next = (active + delta + tabs.length) % tabs.length
    setActive(next)
    buttons.current[next]?.focus()
  }
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
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
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== active}
          className="pt-6"
        >
          {tab.content}
        </div>
      ))}
    </div>
  )
}
