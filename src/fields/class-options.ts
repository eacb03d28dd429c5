import type { Field } from 'payload'

import { CLASS_CHOICES } from '@/lib/constants'
import { localiseDigits } from '@/lib/digits'

import { staffText } from './staff-text'

/** The school's classes as admin select options, named in both of the panel's languages. */
const CLASS_OPTIONS = CLASS_CHOICES.map((value) => ({
  value,
  label: staffText(`Class ${value}`, `শ্রেণি ${localiseDigits(value, 'bn')}`),
}))

/** A required choice of one of the school's classes, stored as '1' … '10'. */
export const classField: Field = {
  name: 'class',
  label: staffText('Class', 'শ্রেণি'),
  type: 'select',
  required: true,
  options: CLASS_OPTIONS,
}
