import type { ContactEntry } from '@/payload-types'

export type ContactEntryDto = {
  id: number
  title: string
  phone: string
  type: ContactEntry['type']
}

export function toContactEntryDto(entry: ContactEntry): ContactEntryDto {
  return { id: entry.id, title: entry.title, phone: entry.phone, type: entry.type }
}
