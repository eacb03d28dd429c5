import type { Metadata } from 'next'

import { EmptyState } from '@/components/ui/error-card'
import { MediaImage } from '@/components/ui/media-image'
import { PageBanner, Section } from '@/components/ui/section'
import { GalleryGrid, type GalleryPicture } from '@/features/gallery/components/gallery-grid.client'
import { listGalleryItems } from '@/features/gallery/queries'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'
import type { CampusGallery } from '@/payload-types'

export async function generateMetadata(): Promise<Metadata> {
  const schoolName = await getSchoolName()
  const description = `Pictures of campus life at ${schoolName}.`
  return {
    title: pageTitle('Campus Gallery', schoolName),
    description,
    alternates: { canonical: '/campus-gallery' },
    openGraph: {
      title: pageTitle('Campus Gallery', schoolName),
      description,
      url: '/campus-gallery',
    },
  }
}

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

export default async function CampusGalleryPage() {
  const [grid, list] = await Promise.all([listGalleryItems('0'), listGalleryItems('1')])
  const pictures = grid.map(toPicture).filter((p): p is GalleryPicture => p !== null)
  return (
    <>
      <PageBanner
        title="Campus Gallery"
        subtitle="Moments from classrooms, fields and festivals."
      />
      <Section title="All Campus Memories" id="memories">
        {pictures.length === 0 ? (
          <EmptyState>No images available</EmptyState>
        ) : (
          <GalleryGrid pictures={pictures} />
        )}
      </Section>
      <Section title="Life on Campus" id="stories" className="bg-brand-50/60">
        {list.length === 0 ? (
          <EmptyState>No Result Found</EmptyState>
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
