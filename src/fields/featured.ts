import type { CheckboxField } from 'payload'

/** Featured items are the ones the site picks out (the home page's featured news and events). */
export const featuredField: CheckboxField = {
  name: 'is_featured',
  label: 'Featured',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  admin: { position: 'sidebar' },
}
