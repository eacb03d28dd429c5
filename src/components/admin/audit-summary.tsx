'use client'

import { useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { getTranslation } from '@payloadcms/translations'
import type { ClientField, DefaultCellComponentProps, TextFieldClientProps } from 'payload'

import { describeAuditEntry, type AuditEntry, type RecordNames } from './audit-summary-text'

type Named = { name?: string; label?: unknown; options?: unknown }

/** Every named field of a form, through its tabs, rows and sections. */
function namedFields(fields: readonly ClientField[]): Named[] {
  return fields.flatMap((field) => {
    const inner = [
      ...('fields' in field && Array.isArray(field.fields) ? namedFields(field.fields) : []),
      ...('tabs' in field && Array.isArray(field.tabs)
        ? field.tabs.flatMap((tab) => namedFields(tab.fields))
        : []),
    ]
    return 'name' in field ? [field as Named, ...inner] : inner
  })
}

/** The audited record's names, from its own labels in the panel's language. */
function useRecordNames(entry: AuditEntry): RecordNames {
  const { getEntityConfig } = useConfig()
  const { i18n } = useTranslation()
  const slug = entry.target_collection ?? ''
  const entity =
    slug === 'payment-accounts'
      ? getEntityConfig({ globalSlug: slug })
      : getEntityConfig({ collectionSlug: slug })
  const fields = entity ? namedFields(entity.fields) : []
  const text = (label: unknown, fallback: string) =>
    label ? getTranslation(label as string, i18n) : fallback
  const find = (name: string) => fields.find((field) => field.name === name)
  const record =
    entity && 'labels' in entity
      ? text(entity.labels.singular, slug)
      : text(entity && 'label' in entity ? entity.label : undefined, slug)
  return {
    record,
    field: (name) => text(find(name)?.label, name),
    value: (name, value) => {
      const options = find(name)?.options
      const option = Array.isArray(options)
        ? (options as { value: string; label?: unknown }[]).find(
            (choice) => typeof choice === 'object' && choice.value === value,
          )
        : undefined
      return option ? text(option.label, String(value)) : String(value ?? '–')
    },
  }
}

function AuditSummary({ entry }: { entry: AuditEntry }) {
  const { i18n } = useTranslation()
  const names = useRecordNames(entry)
  return <>{describeAuditEntry(entry, names, i18n.language === 'bn-BD' ? 'bn' : 'en')}</>
}

/** An audit entry's summary in a list, in the panel's language. */
export function AuditSummaryCell({ rowData }: DefaultCellComponentProps) {
  return <AuditSummary entry={rowData as AuditEntry} />
}

/** An audit entry's summary on its page, under its label, in the panel's language. */
export function AuditSummaryField({ field }: TextFieldClientProps) {
  const { i18n } = useTranslation()
  const { savedDocumentData } = useDocumentInfo()
  if (!savedDocumentData) return null
  return (
    <div className="field-type">
      <p className="field-label">{getTranslation(field.label ?? field.name, i18n)}</p>
      <p>
        <AuditSummary entry={savedDocumentData as AuditEntry} />
      </p>
    </div>
  )
}
