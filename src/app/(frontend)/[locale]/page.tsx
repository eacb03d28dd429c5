import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/ui/section'
import { ShowMoreList } from '@/components/ui/show-more-list.client'
import { ClassCard } from '@/features/classes/components/class-card'
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
            <ClassCard key={item.id} item={item} />
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
