'use client'

import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

/** A yes/no field in a list, as Yes or No in the panel's language rather than true/false. */
export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  const { t } = useTranslation()
  return <span>{cellData ? t('general:yes') : t('general:no')}</span>
}
