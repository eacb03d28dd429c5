import type { Field } from 'payload'

import { imageField } from './image'

/** `prefix_1` … `prefix_n` image fields, the way the settings keys are named. */
export function numberedImages(prefix: string, count: number): Field[] {
  return Array.from({ length: count }, (_, i) => imageField(`${prefix}_${i + 1}`))
}
