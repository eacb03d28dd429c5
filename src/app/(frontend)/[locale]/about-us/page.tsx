import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/ui/error-card'
import { Link } from '@/components/ui/link.client'
import { MediaImage } from '@/components/ui/media-image'
import { PagedList } from '@/components/ui/paged-list.client'
import { PictureBanner } from '@/components/ui/picture-banner'
import { RichText } from '@/components/ui/rich-text'
import { Section } from '@/components/ui/section'
import { ShowMoreList } from '@/components/ui/show-more-list.client'
import { pageMetadata } from '@/features/content/page-metadata'
import { PersonCard } from '@/features/people/components/person-card'
import { loadFacultyPage } from '@/features/people/actions'
import { listAllPeopleByRole, listPeopleByRole } from '@/features/people/queries'
import { getAboutSettings } from '@/features/settings/queries'
import { PAGE_SIZE, ROLES } from '@/lib/constants'
import { enterLocale, type LocaleParams } from '@/i18n/server'

export const generateMetadata = pageMetadata('/about-us', async ({ t, schoolName }) => ({
  title: t('AboutPage.title'),
  description: (await getAboutSettings()).subtitle || t('AboutPage.description', { schoolName }),
}))

export default async function AboutPage({ params }: LocaleParams) {
  await enterLocale(params)
  const [about, leaders, faculty, t] = await Promise.all([
    getAboutSettings(),
    listAllPeopleByRole(ROLES.leadership),
    listPeopleByRole(ROLES.teacher, { page: 1 }, PAGE_SIZE.faculty),
    getTranslations('AboutPage'),
  ])
  return (
    <>
      <PictureBanner
        image={about.about_banner_image}
        title={about.title || t('title')}
        subtitle={about.subtitle}
      >
        <p className="mt-6">
          <Link
            href="/institution"
            className="font-semibold text-white underline underline-offset-4 hover:text-brand-50"
          >
            {t('institution')}
          </Link>
        </p>
      </PictureBanner>
      <Section title={t('mission')} id="mission">
        <div className="grid items-start gap-8 md:grid-cols-2">
          <RichText data={about.mission_vision} />
          <MediaImage
            media={about.about_image_1}
            sizes="(min-width: 768px) 560px, 100vw"
            className="aspect-video w-full rounded-2xl object-cover"
          />
        </div>
      </Section>
      <Section title={t('history')} id="history" className="bg-brand-50/60">
        <RichText data={about.years_history} className="max-w-3xl" />
      </Section>
      <Section title={t('leadership')} id="leadership">
        {leaders.length === 0 ? (
          <EmptyState>{t('noLeadership')}</EmptyState>
        ) : (
          <ShowMoreList
            initial={PAGE_SIZE.leadersInitial}
            moreLabel={t('showAll')}
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
            items={leaders.map((person) => (
              <PersonCard key={person.id} person={person} />
            ))}
          />
        )}
      </Section>
      <Section title={t('faculty')} id="faculty" className="bg-brand-50/60">
        {faculty.totalDocs === 0 ? (
          <EmptyState>{t('noResult')}</EmptyState>
        ) : (
          <PagedList
            label={t('facultyLabel')}
            pageSize={PAGE_SIZE.faculty}
            total={faculty.totalDocs}
            loadPage={loadFacultyPage}
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
            firstPage={faculty.docs.map((person) => (
              <PersonCard key={person.id} person={person} />
            ))}
          />
        )}
      </Section>
    </>
  )
}
