import type { Metadata } from 'next'

import { getHomeSettings, getSchoolName } from '@/features/site/queries'
import { DEFAULT_HERO_SUBTITLE, DEFAULT_HERO_TITLE } from '@/globals/Home'
import { pageTitle } from '@/lib/page-title'

export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const schoolName = await getSchoolName()
  return {
    title: pageTitle('Home', schoolName),
    description: `${schoolName}: news, events, classes and alumni of the top school and college of the city.`,
  }
}

export default async function HomePage() {
  const [home, schoolName] = await Promise.all([getHomeSettings(), getSchoolName()])
  return (
    <main className="mx-auto max-w-5xl px-4 py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
        {home.hero_section_sub_title || DEFAULT_HERO_SUBTITLE}
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-5xl">
        {home.hero_section || DEFAULT_HERO_TITLE}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{schoolName}</p>
    </main>
  )
}
