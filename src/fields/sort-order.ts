import type { NumberField } from 'payload'

/** Lower numbers come first on the site; ties fall back to newest first. */
export const sortOrderField: NumberField = {
  name: 'sort_order',
  label: 'Order',
  type: 'number',
  defaultValue: 100,
  index: true,
  admin: { position: 'sidebar', description: 'Lower numbers are shown first.' },
}
