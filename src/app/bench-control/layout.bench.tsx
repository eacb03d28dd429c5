import type { ReactNode } from 'react'

export default function BenchControlLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
