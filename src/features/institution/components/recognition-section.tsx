import { useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import type { Institution } from '@/payload-types'

import type { InstitutionFile } from '../queries'
import { FileLink } from './file-link'
import { InstitutionSection, NotPublished } from './institution-section'

type Files = Map<number, InstitutionFile>

const fileOf = (value: number | { id: number } | null | undefined, files: Files) =>
  files.get(value && typeof value === 'object' ? value.id : (value ?? 0)) ?? null

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
      id="recognition"
      title={t('sections.recognition')}
      updatedAt={recognition.updated_at}
      locale={locale}
    >
      {levels.length === 0 && !recognition.nationalisation ? <NotPublished /> : null}
      {levels.length > 0 ? (
        <ul aria-label={t('recognition.caption')} className="grid gap-4 md:grid-cols-2">
          {levels.map((level) => {
            const permissionLetter = fileOf(level.permission_document, files)
            const recognitionLetter = fileOf(level.recognition_document, files)
            return (
              <li key={level.id ?? level.level} className="rounded-xl border border-slate-200 p-5">
                <h3 className="text-lg font-bold text-slate-900">{level.level}</h3>
                <dl className="mt-3 space-y-3">
                  <div>
                    <dt className="text-sm text-slate-600">{t('recognition.permission')}</dt>
                    <dd className="font-semibold">{date(level.permission_date)}</dd>
                    {permissionLetter ? (
                      <dd>
                        <FileLink
                          file={permissionLetter}
                          label={t('recognition.letter')}
                          context={`${t('recognition.permission')}, ${level.level}`}
                        />
                      </dd>
                    ) : null}
                  </div>
                  <div>
                    <dt className="text-sm text-slate-600">{t('recognition.recognition')}</dt>
                    <dd className="font-semibold">
                      {date(level.recognition_date)}
                      {level.recognition_until ? (
                        <span className="font-normal text-slate-700">
                          {' '}
                          ({t('recognition.validUntil', { date: date(level.recognition_until) })})
                        </span>
                      ) : null}
                    </dd>
                    {recognitionLetter ? (
                      <dd>
                        <FileLink
                          file={recognitionLetter}
                          label={t('recognition.letter')}
                          context={`${t('recognition.recognition')}, ${level.level}`}
                        />
                      </dd>
                    ) : null}
                  </div>
                  <div>
                    <dt className="text-sm text-slate-600">{t('recognition.mpo')}</dt>
                    <dd className="font-semibold">
                      {level.mpo === 'enlisted'
                        ? level.mpo_since
                          ? t('recognition.mpoSince', { date: date(level.mpo_since) })
                          : t('recognition.mpoEnlisted')
                        : level.mpo === 'not_enlisted'
                          ? t('recognition.mpoNotEnlisted')
                          : '–'}
                    </dd>
                  </div>
                </dl>
              </li>
            )
          })}
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
