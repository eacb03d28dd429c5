import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { ServerProps, UIFieldServerProps } from 'payload'

import { ITEM_SECTION, openItems, type CheckStatus } from '@/features/institution/completeness'
import { INSTITUTION_SECTIONS } from '@/globals/Institution/options'
import { getInstitutionChecklist } from '@/features/institution/queries'
import { otherLocale, type Locale } from '@/i18n/locales'
import { formatCount, formatStaffDate } from '@/lib/format'

import { CloseTextGap } from './close-text-gap'
import { OpenSection } from './open-section'

const STATUS_STYLE: Record<CheckStatus, { mark: string; color: string; background: string }> = {
  present: {
    mark: '✓',
    color: 'var(--theme-success-800)',
    background: 'var(--theme-success-100)',
  },
  missing: { mark: '✗', color: 'var(--theme-error-750)', background: 'var(--theme-error-100)' },
  outdated: {
    mark: '!',
    color: 'var(--theme-warning-800)',
    background: 'var(--theme-warning-100)',
  },
}

/** The panel speaks English or Bangla, as each staff member chose. */
const panelLocale = (language: string | undefined): Locale => (language === 'bn-BD' ? 'bn' : 'en')

/**
 * Each mandated item with whether it is present, missing or out of date, in the panel's language;
 * each leads to the tab of the Institution page that completes it.
 */
async function InstitutionChecklist({ locale, withLink }: { locale: Locale; withLink: boolean }) {
  const [results, t, page] = await Promise.all([
    getInstitutionChecklist(),
    getTranslations({ locale, namespace: 'InstitutionCheck' }),
    getTranslations({ locale, namespace: 'InstitutionPage' }),
  ])
  const open = openItems(results)
  return (
    <section
      aria-labelledby="institution-checklist-title"
      style={{
        margin: '0 0 2rem',
        padding: '1rem 1.25rem',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: '0.5rem',
      }}
    >
      <h2 id="institution-checklist-title" style={{ margin: 0, fontSize: '1.25rem' }}>
        {t('title')}
      </h2>
      <p style={{ margin: '0.5rem 0 1rem' }}>
        {t('summary', { open, all: formatCount(results.length, locale) })}
        {withLink ? (
          <>
            {' '}
            <Link href="/admin/globals/institution">{t('open')}</Link>
          </>
        ) : null}
      </p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.375rem' }}>
        {results.map((entry) => {
          const style = STATUS_STYLE[entry.status]
          const classes = (entry.classes ?? [])
            .map((value) => page('className', { class: value }))
            .join(', ')
          const year = entry.year === undefined ? '' : formatCount(entry.year, locale)
          const behind = entry.behind
          const detail = behind
            ? t('behind', {
                language: t(`language.${behind.language}`),
                changed: t(`language.${otherLocale(behind.language)}`),
                date: formatStaffDate(behind.since, locale),
              })
            : entry.status === 'missing' && classes
              ? t('missingClasses', { classes })
              : entry.status === 'outdated' && classes
                ? t('outdatedClasses', { classes, year })
                : entry.status === 'outdated' && year
                  ? t('outdatedYear', { year })
                  : null
          return (
            <li
              key={entry.item}
              data-item={entry.item}
              data-status={entry.status}
              style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '0.5rem' }}
            >
              <span
                style={{
                  minWidth: '7.5rem',
                  padding: '0.125rem 0.5rem',
                  borderRadius: '999px',
                  color: style.color,
                  background: style.background,
                  fontWeight: 600,
                }}
              >
                <span aria-hidden="true">{style.mark}</span> {t(`status.${entry.status}`)}
              </span>
              <Link href={`/admin/globals/institution#${ITEM_SECTION[entry.item]}`}>
                {t(`items.${entry.item}`)}
              </Link>
              {detail ? (
                <span style={{ color: 'var(--theme-elevation-600)' }}>{detail}</span>
              ) : null}
              {behind ? (
                <CloseTextGap
                  section={ITEM_SECTION[entry.item]}
                  label={t('needsNoChange', { language: t(`language.${behind.language}`) })}
                  refused={t('needsNoChangeRefused')}
                />
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** At the top of the Institution page of the admin; each item opens the tab that completes it. */
export function InstitutionChecklistField({ i18n }: UIFieldServerProps) {
  return (
    <>
      <InstitutionChecklist locale={panelLocale(i18n.language)} withLink={false} />
      <OpenSection sections={INSTITUTION_SECTIONS} />
    </>
  )
}

/** On the admin dashboard, with a link to the page that fixes what is missing. */
export function InstitutionDashboardChecklist({ i18n }: ServerProps) {
  return <InstitutionChecklist locale={panelLocale(i18n.language)} withLink />
}
