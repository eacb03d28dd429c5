import { getTranslation } from '@payloadcms/translations'
import type { CollectionConfig, Field, GlobalConfig, LabelFunction } from 'payload'

type BilingualLabel = Record<string, string>

const isBilingual = (label: unknown): label is BilingualLabel =>
  typeof label === 'object' && label !== null && 'bn-BD' in label

/** A label resolved to the staff member's panel language when the panel is drawn. */
function inPanelLanguage(label: BilingualLabel): LabelFunction {
  return ({ i18n }) => getTranslation(label, i18n)
}

/**
 * Payload hands a field's label to list columns as it is configured, and a column's sort buttons
 * print a two-language label as "[object Object]": each label is given as one resolved per panel
 * language instead (its words stay those of `withPlainLabels`).
 */
function fieldsInPanelLanguage(fields: Field[]): Field[] {
  return fields.map((field) => {
    let next = field
    if ('label' in next && isBilingual(next.label))
      next = { ...next, label: inPanelLanguage(next.label) } as Field
    if ('fields' in next && Array.isArray(next.fields))
      next = { ...next, fields: fieldsInPanelLanguage(next.fields) } as Field
    if (next.type === 'tabs')
      next = {
        ...next,
        tabs: next.tabs.map((tab) => ({ ...tab, fields: fieldsInPanelLanguage(tab.fields) })),
      }
    if (next.type === 'blocks')
      next = {
        ...next,
        blocks: next.blocks.map((block) => ({
          ...block,
          fields: fieldsInPanelLanguage(block.fields),
        })),
      }
    return next
  })
}

/**
 * A collection whose own and field labels follow the panel language in every place Payload shows
 * them (a relationship's "Add new" button, too, prints the collection's label as given).
 */
export function collectionInPanelLanguage(collection: CollectionConfig): CollectionConfig {
  const { singular, plural } = collection.labels ?? {}
  return {
    ...collection,
    ...(isBilingual(singular) && isBilingual(plural)
      ? { labels: { singular: inPanelLanguage(singular), plural: inPanelLanguage(plural) } }
      : {}),
    fields: fieldsInPanelLanguage(collection.fields),
  }
}

/** `collectionInPanelLanguage` for a site-settings global. */
export function globalInPanelLanguage(global: GlobalConfig): GlobalConfig {
  return { ...global, fields: fieldsInPanelLanguage(global.fields) }
}
