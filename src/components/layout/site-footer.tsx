import { getTranslations } from 'next-intl/server'
import { useTranslations } from 'next-intl'

import { EmailLink } from '@/components/ui/email-link'
import { Link } from '@/components/ui/link.client'

import { MediaImage } from '@/components/ui/media-image'
import { PhoneLink } from '@/components/ui/phone-link'
import { env } from '@/lib/env'
import type { Site } from '@/payload-types'

import { NavList } from './main-nav.client'
import { QUICK_LINKS } from './nav-links'
import { SiteQrCode } from './qr-code'
import { SocialLinks, type SocialLink } from './social-icons'

/** Used when the settings have no messaging link yet (the old site's fixed placeholder). */
const MESSAGING_PLACEHOLDER = 'https://wa.me/'

const CONTACT_LINK = 'underline-offset-2 hover:underline'

export function QuickLinksBar() {
  const t = useTranslations('Shell')
  return (
    <nav aria-label={t('quickLinks')} className="bg-brand-700 print:hidden">
      <NavList
        links={QUICK_LINKS}
        className="mx-auto flex max-w-6xl flex-wrap justify-center gap-2 px-4 py-3"
        linkClassName="rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-accent-500"
        activeClassName="bg-white text-brand-900"
        inactiveClassName="text-white hover:bg-brand-900"
      />
    </nav>
  )
}

export async function SiteFooter({ site, schoolName }: { site: Site; schoolName: string }) {
  const t = await getTranslations('Footer')
  const social: SocialLink[] = [
    ['facebook', 'Facebook', site.facebook_link],
    ['linkedin', 'LinkedIn', site.linkedin_link],
    ['youtube', 'YouTube', site.youtube_link],
    ['twitter', 'X (Twitter)', site.twitter_link],
    ['messaging', t('messageUs'), site.messaging_link || MESSAGING_PLACEHOLDER],
  ]
  return (
    <footer className="bg-brand-900 text-brand-50 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link
            href="/"
            className="inline-flex items-center gap-3 rounded-lg focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            <MediaImage
              media={site.site_logo}
              sizes="56px"
              alt=""
              className="size-14 rounded-full bg-white object-cover"
            />
            <span className="text-lg font-bold text-white">{schoolName}</span>
          </Link>
          <p className="mt-4">
            <Link
              href="/institution"
              className="inline-flex min-h-11 items-center text-sm underline underline-offset-2 hover:text-white"
            >
              {t('institution')}
            </Link>
          </p>
        </div>
        <div>
          <h2 className="text-base font-semibold text-white">{t('followUs')}</h2>
          <SocialLinks links={social} tone="onDark" className="mt-3" />
        </div>
        <address className="not-italic">
          <h2 className="text-base font-semibold text-white">{t('contact')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {site.application_email ? (
              <li>
                <EmailLink email={site.application_email} className={CONTACT_LINK} />
              </li>
            ) : null}
            {site.application_phone ? (
              <li>
                <PhoneLink phone={site.application_phone} className={CONTACT_LINK} />
              </li>
            ) : null}
            {site.application_address ? <li>{site.application_address}</li> : null}
          </ul>
        </address>
        <div>
          <SiteQrCode
            url={env.SERVER_URL}
            caption={t('scanMe')}
            label={t('qrFor', { url: env.SERVER_URL })}
          />
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-4 py-4 text-center text-sm">
          {t('rights', { year: new Date().getFullYear(), schoolName })}
          {site.developer_credit ? (
            <>
              {' '}
              {t('developedBy')}{' '}
              {site.developer_link ? (
                <a
                  href={site.developer_link}
                  className="font-semibold underline underline-offset-2"
                  rel="noopener"
                >
                  {site.developer_credit}
                </a>
              ) : (
                <span className="font-semibold">{site.developer_credit}</span>
              )}
              .
            </>
          ) : null}
        </p>
      </div>
    </footer>
  )
}
