import { useTranslations } from 'next-intl'

import { buttonClass } from '@/components/ui/button'
import { HeadedRegion } from '@/components/ui/section'
import { SiteAddress, SiteLink } from '@/components/ui/site-link.client'
import { env, serverUrlIsSet } from '@/lib/env'

const FEED = '/calendar.ics'

/** Links to the calendar feed: subscribe (stays up to date) or download once. */
export function SubscribeCard() {
  const t = useTranslations('CalendarSubscribe')
  const configured = serverUrlIsSet ? env.SERVER_URL : null
  return (
    <HeadedRegion
      name="subscribe"
      title={t('title')}
      className="rounded-2xl border border-brand-100 bg-brand-50/60 p-6 sm:p-8"
      headingClassName="text-xl font-bold text-brand-900 sm:text-2xl"
    >
      <p className="mt-2 max-w-3xl text-slate-700">{t('text')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <SiteLink
          path={FEED}
          configured={configured}
          scheme="webcal"
          className={buttonClass('primary')}
        >
          {t('subscribe')}
        </SiteLink>
        <a href={FEED} download className={buttonClass('secondary')}>
          {t('download')}
        </a>
      </div>
      <p className="mt-4 text-sm text-slate-600">
        {t.rich('googleHint', {
          url: FEED,
          code: () => (
            <code className="rounded bg-white px-1.5 py-0.5 break-all text-slate-800">
              <SiteAddress path={FEED} configured={configured} />
            </code>
          ),
        })}
      </p>
    </HeadedRegion>
  )
}
