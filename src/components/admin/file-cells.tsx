'use client'

import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

/** File types as office staff name them, in the panel's two languages. */
const FILE_TYPES: Record<string, { en: string; bn: string }> = {
  'application/pdf': { en: 'PDF', bn: 'পিডিএফ' },
  'image/jpeg': { en: 'Picture (JPEG)', bn: 'ছবি (জেপিইজি)' },
  'image/png': { en: 'Picture (PNG)', bn: 'ছবি (পিএনজি)' },
  'image/webp': { en: 'Picture (WebP)', bn: 'ছবি (ওয়েবপি)' },
  'image/avif': { en: 'Picture (AVIF)', bn: 'ছবি (এভিআইএফ)' },
}

/** The file type of an upload in a list, in plain words rather than a MIME type. */
export function FileTypeCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const bn = i18n.language === 'bn-BD'
  const type = typeof cellData === 'string' ? cellData : ''
  const known = FILE_TYPES[type]
  if (known) return <span>{bn ? known.bn : known.en}</span>
  if (type.startsWith('image/')) return <span>{bn ? 'ছবি' : 'Picture'}</span>
  return <span>{bn ? 'অন্য ধরনের ফাইল' : 'Other file'}</span>
}

const MEGABYTE = 1024 * 1024

/** An upload's size in a list as kilobytes or megabytes, in the panel language's digits. */
export function FileSizeCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const bn = i18n.language === 'bn-BD'
  if (typeof cellData !== 'number') return null
  const [value, unit] =
    cellData >= MEGABYTE
      ? [cellData / MEGABYTE, bn ? 'মেগাবাইট' : 'MB']
      : [cellData / 1024, bn ? 'কিলোবাইট' : 'KB']
  const figure = new Intl.NumberFormat(bn ? 'bn-BD' : 'en-GB', {
    maximumFractionDigits: 1,
  }).format(value)
  return <span>{`${figure} ${unit}`}</span>
}
