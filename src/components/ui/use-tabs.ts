'use client'

import { useId, useRef, useState, type KeyboardEvent } from 'react'

/**
 * The WAI-ARIA tabs pattern for any layout: roving focus, arrow keys move between the tabs
 * (also up and down when `vertical`), and the ids that tie each tab to its panel.
 */
export function useTabs(count: number, { vertical = false } = {}) {
  const [active, setActive] = useState(0)
  const id = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const forward = vertical ? ['ArrowRight', 'ArrowDown'] : ['ArrowRight']
  const back = vertical ? ['ArrowLeft', 'ArrowUp'] : ['ArrowLeft']

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = forward.includes(event.key) ? 1 : back.includes(event.key) ? -1 : 0
    if (!delta) return
    event.preventDefault()
    const next = (active + delta + count) % count
    setActive(next)
    buttons.current[next]?.focus()
  }

  const tab = (i: number) => ({
    ref: (el: HTMLButtonElement | null) => {
      buttons.current[i] = el
    },
    role: 'tab' as const,
    type: 'button' as const,
    id: `${id}-tab-${i}`,
    'aria-selected': i === active,
    'aria-controls': `${id}-panel-${i}`,
    tabIndex: i === active ? 0 : -1,
    onClick: () => setActive(i),
  })

  const panel = (i: number) => ({
    role: 'tabpanel' as const,
    id: `${id}-panel-${i}`,
    'aria-labelledby': `${id}-tab-${i}`,
    hidden: i !== active,
  })

  const list = {
    role: 'tablist' as const,
    'aria-orientation': vertical ? ('vertical' as const) : undefined,
    onKeyDown,
  }

  return { active, list, tab, panel }
}
