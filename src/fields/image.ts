import type { UploadField } from 'payload'

/** An image from the media library. */
export function imageField(
  name: string,
  overrides: Partial<Omit<UploadField, 'type' | 'relationTo' | 'name'>> = {},
) {
  return { name, type: 'upload', relationTo: 'media', ...overrides } as UploadField
}
