import type { RowField } from 'payload'

/** A person's first and last name side by side, both required. */
export const firstAndLastName: RowField = {
  type: 'row',
  fields: [
    { name: 'first_name', type: 'text', required: true, maxLength: 80 },
    { name: 'last_name', type: 'text', required: true, maxLength: 80 },
  ],
}
