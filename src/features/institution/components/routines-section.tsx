import { useTranslations } from 'next-intl'

import { Link } from '@/components/ui/link.client'
import type { Locale } from '@/i18n/locales'
import type { InstitutionClass } from '@/lib/constants'
import { formatCount } from '@/lib/format'
import type { Institution } from '@/payload-types'

import { toInstitutionClass } from '../figures'
import type { InstitutionFile } from '../queries'
import { FileLink } from './file-link'
import { InstitutionSection, NotPublished } from './institution-section'

type Academics = NonNullable<Institution['academics']>
type ClassFile = { year: number; file: InstitutionFile }

/** The newest file of each class (by year; the later entry of the same year). */
function newestByClass(
  entries: Academics['routines'],
  files: Map<number, InstitutionFile>,
): Map<InstitutionClass, ClassFile> {
  const newest = new Map<InstitutionClass, ClassFile>()
  for (const entry of entries ?? []) {
    const value = toInstitutionClass(entry.class)
    const id = typeof entry.document === 'object' ? entry.document.id : entry.document
    const file = files.get(id)
    if (!value || !file) continue
    const known = newest.get(value)
    if (!known || entry.year >= known.year) newest.set(value, { year: entry.year, file })
  }
  return newest
}

/** Each class's routine and syllabus to download, and the academic calendar. */
export function RoutinesSection({
  academics = {},
  files,
  locale,
}: {
  academics: Institution['academics']
  files: Map<number, InstitutionFile>
  locale: Locale
}) {
  const t = useTranslations('InstitutionPage')
  const routines = newestByClass(academics.routines, files)
  const syllabi = newestByClass(academics.syllabi, files)
  const classes = [...new Set([...routines.keys(), ...syllabi.keys()])].sort(
    (a, b) => Number(a) - Number(b),
  )
  const link = academics.calendar_link
  const download = (kind: string, entry: ClassFile | undefined, className: string) =>
    entry ? (
      <FileLink
        file={entry.file}
        label={t('routines.download', { kind, year: formatCount(entry.year, locale) })}
        context={className}
      />
    ) : (
      <span className="text-sm text-slate-600">
        {kind}: {t('routines.none')}
      </span>
    )
  return (
    <InstitutionSection section="routines" updatedAt={academics.updated_at} locale={locale}>
      {classes.length === 0 ? (
        <NotPublished />
      ) : (
        <ul aria-label={t('routines.caption')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {classes.map((value) => {
            const className = t('className', { class: value })
            return (
              <li key={value} className="rounded-xl border border-slate-200 p-4">
                <h3 className="font-bold text-slate-900">{className}</h3>
                <p className="mt-2">
                  {download(t('routines.routine'), routines.get(value), className)}
                </p>
                <p>{download(t('routines.syllabus'), syllabi.get(value), className)}</p>
              </li>
            )
          })}
        </ul>
      )}
      {link ? (
        <p className="mt-6">
          {link.startsWith('/') ? (
            <Link
              href={link}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {t('routines.calendar')}
            </Link>
          ) : (
            <a
              href={link}
              rel="noopener"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {t('routines.calendar')}
            </a>
          )}
        </p>
      ) : null}
    </InstitutionSection>
  )
}
