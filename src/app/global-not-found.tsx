import type { Metadata } from 'next'

import { NotFoundMessage } from '@/components/layout/not-found-message'
import { SiteShell } from '@/components/layout/site-shell'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'

import './(frontend)/globals.css'

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: pageTitle('Page Not Found', await getSchoolName()),
    robots: { index: false },
  }
}

/** An address that matches no route still gets the site's header, footer and a way home. */
export default function GlobalNotFound() {
  return (
    <SiteShell>
      <NotFoundMessage />
    </SiteShell>
  )
}
