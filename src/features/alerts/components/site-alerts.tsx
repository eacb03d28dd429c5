import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { listCurrentAlerts } from '../queries'
import { AlertList } from './alert-list'
import { SiteAlertsLoader } from './site-alerts.client'

/** The site-wide alerts at the top of every page, as of the page's render; the browser keeps them current. */
export async function SiteAlerts({ locale }: { locale: Locale }) {
  const [alerts, t] = await Promise.all([
    // The page still draws when alerts cannot be read; the browser asks again within seconds.
    listCurrentAlerts(locale).catch(() => []),
    getTranslations({ locale, namespace: 'SiteAlerts' }),
  ])
  const labels = {
    dismiss: t('dismiss'),
    info: t('info'),
    warning: t('warning'),
    danger: t('danger'),
  }
  return (
    <SiteAlertsLoader initial={alerts} locale={locale} labels={labels}>
      <AlertList alerts={alerts} labels={labels} />
    </SiteAlertsLoader>
  )
}
