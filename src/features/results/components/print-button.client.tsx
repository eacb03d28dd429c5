'use client'

import { buttonClass } from '@/components/ui/button'

/** Opens the browser's print dialog (the page's own print styles leave the site's frame out). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={buttonClass('primary')}>
      {label}
    </button>
  )
}
