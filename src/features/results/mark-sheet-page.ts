import 'server-only'

import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { getTranslations } from 'next-intl/server'

import { getSchoolName } from '@/features/settings/queries'
import { enterLocale } from '@/i18n/server'

import { findMarkSheet } from './queries'

/**
 * What each page opened by a mark sheet's code reads: its language, the sheet (or a 404), the
 * school's name, the page's texts and the mark sheet's.
 */
export async function openMarkSheetPage<N extends 'ResultPrint' | 'ResultVerify'>(
  params: Promise<{ locale: string; code: string }>,
  namespace: N,
) {
  const locale = await enterLocale(params)
  const { code } = await params
  // Each sheet is read when it is asked for: results may be re-imported or withdrawn.
  await connection()
  const [sheet, schoolName, t, sheetText] = await Promise.all([
    findMarkSheet(code),
    getSchoolName(),
    getTranslations({ locale, namespace }),
    getTranslations({ locale, namespace: 'MarkSheet' }),
  ])
  if (!sheet) notFound()
  return { locale, code, sheet, schoolName, t, sheetText }
}
