import { getTranslations } from 'next-intl/server'

import { FormCard } from '@/components/layout/form-page'
import { EmptyState } from '@/components/ui/error-card'
import { PhoneLink } from '@/components/ui/phone-link'
import { HeadedRegion, PageBanner } from '@/components/ui/section'
import { ContactForm } from '@/features/contact/components/contact-form.client'
import { listContactEntries } from '@/features/contact/queries'
import { pageMetadata } from '@/features/content/page-metadata'
import { getSiteSettings } from '@/features/settings/queries'
import { ClientMessages } from '@/i18n/client-messages'
import { enterLocale, type LocaleParams } from '@/i18n/server'

export const generateMetadata = pageMetadata('/contact-us', ({ t, schoolName }) => ({
  title: t('ContactPage.title'),
  description: t('ContactPage.description', { school: schoolName }),
}))

export default async function ContactPage({ params }: LocaleParams) {
  await enterLocale(params)
  const [entries, site, t] = await Promise.all([
    listContactEntries(['Help Desk', 'Office']),
    getSiteSettings(),
    getTranslations('ContactPage'),
  ])
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[1fr_1.2fr]">
        <HeadedRegion name="numbers" title={t('callUs')} look="md">
          {entries.length === 0 ? (
            <div className="mt-4">
              <EmptyState>{t('noResult')}</EmptyState>
            </div>
          ) : (
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
              {entries.map((entry) => (
                <li
                  key={entry.id}
                  className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
                >
                  <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                    {entry.type}
                  </p>
                  <p className="mt-1 font-semibold text-slate-900">{entry.title}</p>
                  <PhoneLink
                    phone={entry.phone}
                    className="mt-1 inline-block text-lg text-brand-700 hover:underline"
                  />
                </li>
              ))}
            </ul>
          )}
          {site.application_address ? (
            <p className="mt-6 text-slate-700">
              <span className="font-semibold text-slate-900">{t('address')}</span>
              {site.application_address}
            </p>
          ) : null}
        </HeadedRegion>
        <HeadedRegion name="message" title={t('sendMessage')} look="md">
          <FormCard className="mt-4">
            <ClientMessages namespaces={['ContactForm']}>
              <ContactForm />
            </ClientMessages>
          </FormCard>
        </HeadedRegion>
      </div>
      {site.map_embed_url ? (
        <section aria-label={t('map')} className="mx-auto max-w-6xl px-4 pb-12">
          <iframe
            src={site.map_embed_url}
            title={t('mapOf', { place: site.application_address || t('theSchool') })}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="aspect-[16/9] w-full rounded-2xl border-0 sm:aspect-[21/9]"
          />
        </section>
      ) : null}
    </>
  )
}
