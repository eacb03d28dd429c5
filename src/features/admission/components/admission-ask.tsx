import { getTranslations } from 'next-intl/server'

import { EmailLink } from '@/components/ui/email-link'
import { Link } from '@/components/ui/link.client'
import { PhoneLink } from '@/components/ui/phone-link'
import { HeadedRegion } from '@/components/ui/section'
import { ClientMessages } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/locales'
import type { Site } from '@/payload-types'

import type { listClassesForAdmission } from '../queries'
import { AdmissionInquiryForm } from './admission-inquiry-form.client'

/** The inquiry form (when any class is open) beside the admission office's contacts. */
export async function AdmissionAsk({
  locale,
  classes,
  site,
}: {
  locale: Locale
  classes: Awaited<ReturnType<typeof listClassesForAdmission>>
  site: Site
}) {
  const t = await getTranslations({ locale, namespace: 'AdmissionPage' })
  return (
    <section
      id="ask"
      aria-labelledby="ask-heading"
      className="mx-auto grid max-w-6xl scroll-mt-24 gap-10 px-4 py-12 lg:grid-cols-[1.6fr_1fr]"
    >
      <div>
        <h2 id="ask-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {t('askHeading')}
        </h2>
        <p className="mt-2 text-slate-700">{t('askText')}</p>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          {classes.length > 0 ? (
            <ClientMessages namespaces={['AdmissionForm']}>
              <AdmissionInquiryForm
                classes={classes.map((item) => ({ id: item.id, name: item.name }))}
              />
            </ClientMessages>
          ) : (
            <p className="text-slate-700">{t('noClasses')}</p>
          )}
        </div>
      </div>
      <HeadedRegion
        name="office"
        as="aside"
        heading="h3"
        title={t('officeHeading')}
        className="self-start rounded-2xl bg-brand-900 p-6 text-white"
        headingClassName="text-xl font-bold"
      >
        <dl className="mt-4 space-y-4">
          {site.application_phone ? (
            <div>
              <dt className="text-sm text-brand-100">{t('phone')}</dt>
              <dd>
                <PhoneLink
                  phone={site.application_phone}
                  className="text-lg font-semibold hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
                />
              </dd>
            </div>
          ) : null}
          {site.application_email ? (
            <div>
              <dt className="text-sm text-brand-100">{t('email')}</dt>
              <dd>
                <EmailLink
                  email={site.application_email}
                  className="font-semibold hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
                />
              </dd>
            </div>
          ) : null}
          {site.application_address ? (
            <div>
              <dt className="text-sm text-brand-100">{t('address')}</dt>
              <dd className="whitespace-pre-line">{site.application_address}</dd>
            </div>
          ) : null}
        </dl>
        <Link
          href="/contact-us"
          className="mt-6 inline-flex min-h-11 items-center font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          {t('allContacts')}
        </Link>
      </HeadedRegion>
    </section>
  )
}
