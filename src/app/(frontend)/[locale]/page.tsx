import { getTranslations } from 'next-intl/server'

import { Link } from '@/components/ui/link.client'
import { MediaImage } from '@/components/ui/media-image'
import { Section } from '@/components/ui/section'
import { ShowMoreList } from '@/components/ui/show-more-list.client'
import { pageMetadata } from '@/features/content/page-metadata'
import { AlumniAndPrincipal } from '@/features/home/components/alumni-principal'
import { Hero } from '@/features/home/components/hero'
import {
  BannerSections,
  FeaturedEvents,
  NewsAndArticles,
  StatsStrip,
  VideoBanner,
} from '@/features/home/components/home-sections'
import { StudentVideos } from '@/features/home/components/student-videos'
import { loadHomePage } from '@/features/home/queries'
import { truncate, TRUNCATE } from '@/lib/format'
import { PAGE_SIZE } from '@/lib/constants'
import { ClientMessages } from '@/i18n/client-messages'
import { enterLocale, type LocaleParams } from '@/i18n/server'

export const generateMetadata = pageMetadata('/', ({ t, schoolName }) => ({
  title: t('HomePage.title'),
  description: t('HomePage.description', { schoolName }),
}))

export default async function HomePage({ params }: LocaleParams) {
  await enterLocale(params)
  const [{ home, about, alumni, classes, videos, news, articles, events }, t] = await Promise.all([
    loadHomePage(),
    getTranslations('HomePage'),
  ])
  return (
    <ClientMessages namespaces={['PrincipalMessage']}>
      <Hero home={home} />
      <BannerSections home={home} />
      <StatsStrip home={home} />
      <VideoBanner home={home} />
      <Section title={t('classes')} id="classes">
        <ShowMoreList
          initial={PAGE_SIZE.classesInitial}
          moreLabel={t('seeAllClasses')}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          items={classes.map((item) => (
            <Link
              key={item.id}
              href={`/class/${item.id}`}
              className="group block h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md focus-visible:outline-3 focus-visible:outline-accent-500"
            >
              <MediaImage
                media={item.image}
                sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                className="aspect-video w-full object-cover"
              />
              <span className="block p-5">
                <span className="block text-lg font-semibold text-slate-900 group-hover:text-brand-700">
                  {item.name}
                </span>
                <span className="mt-2 block text-sm text-slate-600">
                  {truncate(item.short_description, TRUNCATE.classDescription)}
                </span>
              </span>
            </Link>
          ))}
        />
      </Section>
      <StudentVideos videos={videos} />
      <NewsAndArticles news={news} articles={articles} />
      <AlumniAndPrincipal about={about} alumni={alumni} />
      <FeaturedEvents events={events} />
    </ClientMessages>
  )
}
