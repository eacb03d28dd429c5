import type { Metadata } from 'next'

/**
 * The benchmark's control (`npm run bench`): the smallest fully static page of the same build and
 * server, so every page's requests per second can be read as a ratio to it.
 */
export const dynamic = 'force-static'

export const metadata: Metadata = {
  title: 'Benchmark control',
  robots: { index: false, follow: false },
}

export default function BenchControlPage() {
  return <p>ok</p>
}
