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
import { TaskBar } from '@/features/home/components/task-bar'
import { loadHomePage } from '@/features/home/queries'
import { NoticeBoard } from '@/features/notices/components/notice-board'
import { PAGE_SIZE } from '@/lib/constants'
import { ClientMessages } from '@/i18n/client-messages'
import { enterLocale, type LocaleParams } from '@/i18n/server'

export const generateMetadata = pageMetadata('/', ({ t, schoolName }) => ({
  title: t('HomePage.title'),
  description: t('HomePage.description', { schoolName }),
}))

/** The notice board and the events strip follow the calendar as well as publishing. */
export const revalidate = 3600

/**
 * Tasks first: the hero, the task bar, then what a parent checks (notices, news, the next
 * events), then the school's story. The spec's sections all stay; on a phone the first notice,
 * news item and event are within the first four screens.
 */
export default async function HomePage({ params }: LocaleParams) {
  await enterLocale(params)
  const [page, t] = await Promise.all([loadHomePage(), getTranslations('HomePage')])
  const { home, about, alumni, classes, videos, notices, news, articles, events, now } = page
  return (
    <ClientMessages namespaces={['PrincipalMessage']}>
      <Hero home={home} />
      <TaskBar />
      <NoticeBoard notices={notices} now={now} />
      <NewsAndArticles news={news} articles={articles} />
      <FeaturedEvents events={events} />
      <BannerSections home={home} />
      <StatsStrip home={home} />
      <VideoBanner home={home} />
      <Section title={t('classes')} id="classes">
        <ShowMoreList
          initial={PAGE_SIZE.classesInitial}
          moreLabel={t('seeAllClasses')}
          // On phones the classes are a row to swipe through; wider screens show a grid.
          className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 *:w-[80%] *:shrink-0 *:snap-start sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 sm:*:w-auto lg:grid-cols-3"
          items={classes.map((item) => (
            <ClassCard key={item.id} item={item} />
          ))}
        />
      </Section>
      <StudentVideos videos={videos} />
      <AlumniAndPrincipal about={about} alumni={alumni} />
    </ClientMessages>
  )
}
