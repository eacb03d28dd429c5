import { getTranslations } from 'next-intl/server'

import { ButtonLink } from '@/components/ui/button'
import { Carousel } from '@/components/ui/carousel.client'
import { EmptyState } from '@/components/ui/error-card'
import { MediaImage } from '@/components/ui/media-image'
import { PictureBanner } from '@/components/ui/picture-banner'
import { Section } from '@/components/ui/section'
import { SocialLinks, type SocialLink } from '@/components/layout/social-icons'
import { listAlumni, listAlumniNetworks } from '@/features/alumni/queries'
import { ContentCard } from '@/features/content/components/content-card'
import { pageMetadata } from '@/features/content/page-metadata'
import { listUpcomingEvents } from '@/features/events/queries'
import { AlumnusCard } from '@/features/people/components/alumnus-card'
import { getAlumniPageSettings } from '@/features/settings/queries'
import { formatDate, TRUNCATE, truncate } from '@/lib/format'
import { enterLocale, type LocaleParams } from '@/i18n/server'

export const generateMetadata = pageMetadata('/alumni-association', async ({ t, schoolName }) => ({
  title: t('AlumniPage.title'),
  description:
    (await getAlumniPageSettings()).subtitle || t('AlumniPage.description', { schoolName }),
}))

export default async function AlumniAssociationPage({ params }: LocaleParams) {
  const locale = await enterLocale(params)
  const t = await getTranslations('AlumniPage')
  const [page, networks, alumni, events] = await Promise.all([
    getAlumniPageSettings(),
    listAlumniNetworks(),
    listAlumni(),
    listUpcomingEvents('Alumni', 12),
  ])
  const social: SocialLink[] = [
    ['facebook', 'Facebook', page.facebook_link],
    ['linkedin', 'LinkedIn', page.linkdin_link],
    ['youtube', 'YouTube', page.youtube_link],
    ['twitter', 'X (Twitter)', page.twitter_link],
  ]
  return (
    <>
      <PictureBanner
        image={page.section_image_1}
        title={page.title || t('title')}
        subtitle={page.subtitle}
      />
      <Section title={page.welcome_title || t('welcome')} id="welcome">
        {page.welcome_description ? (
          <p className="max-w-3xl text-lg text-slate-700">{page.welcome_description}</p>
        ) : null}
      </Section>
      <Section title={page.connect_title || t('networks')} id="networks" className="bg-brand-50/60">
        {page.connect_description ? (
          <p className="mb-8 max-w-3xl text-slate-700">{page.connect_description}</p>
        ) : null}
        {networks.length === 0 ? (
          <EmptyState>{t('noResult')}</EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {networks.map((network) => (
              <li key={network.id}>
                <ContentCard
                  href={`/alumni-association/details/${network.id}`}
                  image={network.image}
                  meta={network.membership_fee ?? undefined}
                  title={network.title}
                  summary={truncate(network.short_description, TRUNCATE.description)}
                  action={t('viewDetails')}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('someAlumni')} id="alumni">
        {alumni.length === 0 ? (
          <EmptyState>{t('noResult')}</EmptyState>
        ) : (
          <Carousel
            label={t('someAlumniLabel')}
            slides={alumni.map((alumnus) => (
              <AlumnusCard key={alumnus.id} alumnus={alumnus} />
            ))}
          />
        )}
      </Section>
      <Section
        title={t('upcomingEvents')}
        id="alumni-events"
        className="bg-brand-50/60"
        action={<ButtonLink href="/events">{t('seeAllEvents')}</ButtonLink>}
      >
        {events.length === 0 ? (
          <EmptyState>{t('noEvents')}</EmptyState>
        ) : (
          <Carousel
            label={t('upcomingEventsLabel')}
            slides={events.map((event) => (
              <ContentCard
                key={event.id}
                href={`/alumni-association/alumni-events/${event.id}`}
                image={event.image}
                meta={formatDate(event.start_date, locale)}
                title={truncate(event.name, TRUNCATE.shortTitle)}
                action={t('viewDetails')}
              />
            ))}
          />
        )}
      </Section>
      <section
        aria-labelledby="campaign-heading"
        className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 md:grid-cols-2"
      >
        <MediaImage
          media={page.section_image_2}
          sizes="(min-width: 768px) 560px, 100vw"
          className="aspect-video w-full rounded-2xl object-cover"
        />
        <div>
          <h2 id="campaign-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {page.Camping_title || t('stayConnected')}
          </h2>
          <SocialLinks links={social} tone="onLight" className="mt-6" />
        </div>
      </section>
    </>
  )
}
