import { useTranslations } from 'next-intl'

import { ButtonLink } from '@/components/ui/button'
import { RoundImage } from '@/components/ui/media-image'
import { RichText } from '@/components/ui/rich-text'
import type { About, AlumniPage } from '@/payload-types'

import { PrincipalMessageButton } from './principal-banner.client'

/** Section 8: the alumni invitation and the principal's message side by side. */
export function AlumniAndPrincipal({ about, alumni }: { about: About; alumni: AlumniPage }) {
  const t = useTranslations('HomeSections')
  return (
    <section
      aria-label={t('alumniAndPrincipal')}
      className="mx-auto grid max-w-6xl gap-4 px-4 py-10 sm:gap-6 sm:py-12 md:grid-cols-2"
    >
      <div className="rounded-3xl bg-brand-700 p-6 text-white sm:p-8">
        <h2 className="text-2xl font-bold">{alumni.title || t('alumniAssociation')}</h2>
        <p className="mt-3 text-brand-50">{alumni.welcome_description || alumni.subtitle}</p>
        <ButtonLink href="/alumni-association" variant="light" className="mt-6">
          {t('registerAsAlumni')}
        </ButtonLink>
      </div>
      <div className="flex gap-4 rounded-3xl bg-brand-900 p-6 text-white sm:gap-6 sm:p-8">
        <RoundImage media={about.principal_image} px={96} alt="" />
        <div>
          <h2 className="text-2xl font-bold">{t('principalMessage')}</h2>
          {about.principal_name ? (
            <p className="mt-1 text-brand-100">{about.principal_name}</p>
          ) : null}
          <div className="mt-6">
            <PrincipalMessageButton portrait={<RoundImage media={about.principal_image} px={80} />}>
              <RichText data={about.principal_message} />
            </PrincipalMessageButton>
          </div>
        </div>
      </div>
    </section>
  )
}
