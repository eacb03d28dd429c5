import type { MetadataRoute } from 'next'
import { getTranslations } from 'next-intl/server'

import { getSchoolName } from '@/features/settings/queries'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { BRAND_COLOR } from '@/lib/brand'

/** The name under the icon on a phone's home screen: the school's first word when it is long. */
function shortName(schoolName: string): string {
  return schoolName.length <= 12 ? schoolName : (schoolName.split(/\s+/)[0] ?? schoolName)
}

/** Lets a phone install the site as an app: its name, icons, colours and first page. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const [schoolName, t] = await Promise.all([
    getSchoolName(),
    getTranslations({ locale: DEFAULT_LOCALE, namespace: 'HomePage' }),
  ])
  return {
    name: schoolName,
    short_name: shortName(schoolName),
    description: t('description', { schoolName }),
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
