import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import type { Institution } from '@/payload-types'

import type { InstitutionFile } from '../queries'
import { FileLink } from './file-link'
import { InstitutionSection } from './institution-section'

type Files = Map<number, InstitutionFile>

const fileOf = (value: number | { id: number } | null | undefined, files: Files) =>
  files.get(value && typeof value === 'object' ? value.id : (value ?? 0)) ?? null

/** One step of a level (permission, recognition, MPO): its label and what it says. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  )
}

/** The letter a step rests on, to download, on its own line. */
function Letter({ file, context }: { file: InstitutionFile | null; context: string }) {
  const t = useTranslations('InstitutionPage')
  if (!file) return null
  return (
    <span className="block">
      <FileLink file={file} label={t('recognition.letter')} context={context} />
    </span>
  )
}

/** Teaching permission, recognition and MPO of each level, with their letters; nationalisation. */
export function RecognitionSection({
  recognition = {},
  files,
  locale,
}: {
  recognition: Institution['recognition']
  files: Files
  locale: Locale
}) {
  const t = useTranslations('InstitutionPage')
  const levels = recognition.levels ?? []
  const date = (value: string | null | undefined) => (value ? formatDate(value, locale) : '–')
  return (
    <InstitutionSection
      section="recognition"
      updatedAt={recognition.updated_at}
      locale={locale}
      empty={levels.length === 0 && !recognition.nationalisation}
    >
      {levels.length > 0 ? (
        <ul aria-label={t('recognition.caption')} className="grid gap-4 md:grid-cols-2">
          {levels.map((level) => (
            <li key={level.id ?? level.level} className="rounded-xl border border-slate-200 p-5">
              <h3 className="text-lg font-bold text-slate-900">{level.level}</h3>
              <dl className="mt-3 space-y-3">
                <Fact label={t('recognition.permission')}>
                  {date(level.permission_date)}
                  <Letter
                    file={fileOf(level.permission_document, files)}
                    context={`${t('recognition.permission')}, ${level.level}`}
                  />
                </Fact>
                <Fact label={t('recognition.recognition')}>
                  {date(level.recognition_date)}
                  {level.recognition_until ? (
                    <span className="font-normal text-slate-700">
                      {' '}
                      ({t('recognition.validUntil', { date: date(level.recognition_until) })})
                    </span>
                  ) : null}
                  <Letter
                    file={fileOf(level.recognition_document, files)}
                    context={`${t('recognition.recognition')}, ${level.level}`}
                  />
                </Fact>
                <Fact label={t('recognition.mpo')}>
                  {level.mpo === 'enlisted'
                    ? level.mpo_since
                      ? t('recognition.mpoSince', { date: date(level.mpo_since) })
                      : t('recognition.mpoEnlisted')
                    : level.mpo === 'not_enlisted'
                      ? t('recognition.mpoNotEnlisted')
                      : '–'}
                </Fact>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      {recognition.nationalisation ? (
        <p className="mt-6">
          <span className="text-slate-600">{t('recognition.nationalisation')}: </span>
          <strong>
            {recognition.nationalisation === 'nationalised' && recognition.nationalised_on
              ? t('recognition.nationalisedOn', { date: date(recognition.nationalised_on) })
              : t(`recognition.nationalisationName.${recognition.nationalisation}`)}
          </strong>
        </p>
      ) : null}
    </InstitutionSection>
  )
}
