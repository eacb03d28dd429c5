import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/ui/error-card'
import { MediaImage } from '@/components/ui/media-image'
import { PageBanner, Section } from '@/components/ui/section'
import { GalleryGrid, type GalleryPicture } from '@/features/gallery/components/gallery-grid.client'
import { listGalleryItems } from '@/features/gallery/queries'
import { pageMetadata } from '@/features/content/page-metadata'
import type { CampusGallery } from '@/payload-types'
import { ClientMessages } from '@/i18n/client-messages'
import { enterLocale, type LocaleParams } from '@/i18n/server'

export const generateMetadata = pageMetadata('/campus-gallery', ({ t, schoolName }) => ({
  title: t('GalleryPage.title'),
  description: t('GalleryPage.description', { schoolName }),
}))

function toPicture(item: CampusGallery): GalleryPicture | null {
  const media = typeof item.image === 'object' ? item.image : null
  if (!media?.url) return null
  return {
    id: item.id,
    title: item.title,
    alt: media.alt || item.title,
    thumb: media.sizes?.card?.url || media.url,
    full: media.sizes?.hero?.url || media.url,
    width: media.width || 4,
    height: media.height || 3,
  }
}

export default async function CampusGalleryPage({ params }: LocaleParams) {
  await enterLocale(params)
  const [grid, list, t] = await Promise.all([
    listGalleryItems('0'),
    listGalleryItems('1'),
    getTranslations('GalleryPage'),
  ])
  const pictures = grid.map(toPicture).filter((p): p is GalleryPicture => p !== null)
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <Section title={t('memories')} id="memories">
        {pictures.length === 0 ? (
          <EmptyState>{t('noImages')}</EmptyState>
        ) : (
          <ClientMessages namespaces={['GalleryViewer']}>
            <GalleryGrid pictures={pictures} />
          </ClientMessages>
        )}
      </Section>
      <Section title={t('lifeOnCampus')} id="stories" className="bg-brand-50/60">
        {list.length === 0 ? (
          <EmptyState>{t('noResult')}</EmptyState>
        ) : (
          <ul className="space-y-12">
            {list.map((item, i) => (
              <li key={item.id} className="grid items-center gap-6 md:grid-cols-2">
                <MediaImage
                  media={item.image}
                  sizes="(min-width: 768px) 560px, 100vw"
                  className={`aspect-video w-full rounded-2xl object-cover ${i % 2 ? 'md:order-2' : ''}`}
                />
                <div>
                  <h3 className="text-xl font-semibold text-brand-900">{item.title}</h3>
                  {item.description ? (
                    <p className="mt-2 text-slate-700">{item.description}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  )
}
