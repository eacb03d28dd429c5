import type { Metadata } from 'next'

import { EmptyState } from '@/components/ui/error-card'
import { MediaImage } from '@/components/ui/media-image'
import { PagedList } from '@/components/ui/paged-list.client'
import { RichText } from '@/components/ui/rich-text'
import { Section } from '@/components/ui/section'
import { ShowMoreList } from '@/components/ui/show-more-list.client'
import { PersonCard } from '@/features/people/components/person-card'
import { listAllPeopleByRole } from '@/features/people/queries'
import { getAboutSettings, getSchoolName } from '@/features/site/queries'
import { PAGE_SIZE, ROLES } from '@/lib/constants'
import { pageTitle } from '@/lib/page-title'

export async function generateMetadata(): Promise<Metadata> {
  const [schoolName, about] = await Promise.all([getSchoolName(), getAboutSettings()])
  const description =
    about.subtitle || `About ${schoolName}: mission, history, leadership and faculty.`
  return {
    title: pageTitle('About Us', schoolName),
    description,
    alternates: { canonical: '/about-us' },
    openGraph: { title: pageTitle('About Us', schoolName), description, url: '/about-us' },
  }
}

export default async function AboutPage() {
  const [about, leaders, faculty] = await Promise.all([
    getAboutSettings(),
    listAllPeopleByRole(ROLES.leadership),
    listAllPeopleByRole(ROLES.teacher),
  ])
  return (
    <>
      <div className="relative isolate overflow-hidden bg-brand-900 text-white">
        <MediaImage
          media={about.about_banner_image}
          sizes="100vw"
          priority
          alt=""
          className="absolute inset-0 -z-10 size-full object-cover opacity-35"
        />
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="text-3xl font-bold sm:text-5xl">{about.title || 'About Us'}</h1>
          {about.subtitle ? (
            <p className="mt-4 max-w-2xl text-lg text-brand-50">{about.subtitle}</p>
          ) : null}
        </div>
      </div>
      <Section title="Mission & Vision" id="mission">
        <div className="grid items-start gap-8 md:grid-cols-2">
          <RichText data={about.mission_vision} />
          <MediaImage
            media={about.about_image_1}
            sizes="(min-width: 768px) 560px, 100vw"
            className="aspect-video w-full rounded-2xl object-cover"
          />
        </div>
      </Section>
      <Section title="Our 100 Year's History" id="history" className="bg-brand-50/60">
        <RichText data={about.years_history} className="max-w-3xl" />
      </Section>
      <Section title="Leaderships & Governing Body" id="leadership">
        {leaders.length === 0 ? (
          <EmptyState>No leadership data available</EmptyState>
        ) : (
          <ShowMoreList
            initial={PAGE_SIZE.leadersInitial}
            moreLabel="Show All"
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
            items={leaders.map((person) => (
              <PersonCard key={person.id} person={person} />
            ))}
          />
        )}
      </Section>
      <Section title="Meet Our Faculty Members" id="faculty" className="bg-brand-50/60">
        {faculty.length === 0 ? (
          <EmptyState>No Result Found</EmptyState>
        ) : (
          <PagedList
            label="Faculty members"
            pageSize={PAGE_SIZE.faculty}
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
            items={faculty.map((person) => (
              <PersonCard key={person.id} person={person} />
            ))}
          />
        )}
      </Section>
    </>
  )
}
