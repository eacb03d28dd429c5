import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { NotFoundMessage } from '@/components/layout/not-found-message'
import { SiteShell } from '@/features/site/components/site-shell'
import { getSchoolName } from '@/features/settings/queries'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { setContentLocale } from '@/i18n/route-locale'
import { pageTitle } from '@/lib/page-title'

import './(frontend)/globals.css'

/**
 * The language of the address asked for (the proxy marks /bn/… requests as Bangla), which the
 * page's content is then read in too.
 */
async function requestedLocale(): Promise<Locale> {
  const asked = await getLocale()
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE
  setContentLocale(locale)
  return locale
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestedLocale()
  const [t, schoolName] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFound' }),
    getSchoolName(),
  ])
  return { title: pageTitle(t('title'), schoolName), robots: { index: false } }
}

/**
 * An address that matches no route still gets the site's header, footer and a way home, in the
 * language of the address (/bn/… in Bangla).
 */
export default async function GlobalNotFound() {
  return (
    <SiteShell locale={await requestedLocale()}>
      <NotFoundMessage />
    </SiteShell>
  )
}
