import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getSchoolName } from '@/features/settings/queries'
import type { Locale } from '@/i18n/locales'
import { pageTitle } from '@/lib/page-title'

/** A page opened by a mark sheet's code: titled, never indexed, its address never sent on. */
export async function markSheetPageMetadata(
  locale: Locale,
  namespace: 'ResultPrint' | 'ResultVerify',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace })
  return {
    title: pageTitle(t('title'), await getSchoolName()),
    robots: { index: false, follow: false },
    // The code in the address is the key to the sheet: it is not handed to other sites.
    referrer: 'no-referrer',
  }
}
