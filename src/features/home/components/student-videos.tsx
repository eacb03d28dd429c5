import { useTranslations } from 'next-intl'

import { Carousel } from '@/components/ui/carousel.client'
import { MediaImage } from '@/components/ui/media-image'
import { Section } from '@/components/ui/section'
import { PlayIcon, VideoDialogButton } from '@/components/ui/video-dialog.client'
import { truncate, TRUNCATE } from '@/lib/format'
import type { StudentVideo } from '@/payload-types'

/**
 * 'Hear From Our Golden Students': a carousel (4 visible, 2 under 1024 px, 1 under 640 px; each
 * video once, no loop); each video plays in a pop-up.
 */
export function StudentVideos({ videos }: { videos: StudentVideo[] }) {
  const t = useTranslations('HomeSections')
  if (videos.length === 0) return null
  return (
    <Section title={t('studentVideos')} id="student-videos">
      <Carousel
        label={t('studentVideosLabel')}
        loop={false}
        slides={videos.map((video) => (
          <VideoDialogButton
            key={video.id}
            url={video.video_link}
            title={video.title}
            className="group relative block w-full overflow-hidden rounded-2xl text-start focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            <MediaImage
              media={video.image}
              sizes="(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw"
              className="aspect-[4/3] w-full object-cover transition-transform group-hover:scale-105 sm:aspect-[4/5]"
            />
            <span className="absolute inset-0 grid place-items-center bg-black/25">
              <span className="grid size-14 place-items-center rounded-full bg-white/90 text-brand-700">
                <PlayIcon />
              </span>
            </span>
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 p-4 font-semibold text-white">
              <span className="sr-only">{t('playVideoNamed')} </span>
              {truncate(video.title, TRUNCATE.carouselTitle)}
            </span>
          </VideoDialogButton>
        ))}
      />
    </Section>
  )
}
