import type { ArrayField } from 'payload'

/** A list of short texts (speakers, subjects …) stored as rows of `{ value }`. */
export function listOfText(
  name: string,
  label: string,
  overrides: Partial<Omit<ArrayField, 'type' | 'fields' | 'name'>> = {},
): ArrayField {
  return {
    name,
    label,
    type: 'array',
    maxRows: 50,
    labels: { singular: 'Item', plural: 'Items' },
    ...overrides,
    fields: [{ name: 'value', label, type: 'text', required: true, maxLength: 200 }],
  }
}
