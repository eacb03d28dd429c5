import { NOTICE_NEW_DAYS } from '@/lib/constants'
import { dhakaDay, dhakaMidnight } from '@/lib/dhaka-days'

const DAY = 24 * 60 * 60 * 1000

/** The instant the current day began in Dhaka. */
export function startOfDhakaDay(now: Date): Date {
  return new Date(dhakaMidnight(dhakaDay(now) ?? now.toISOString().slice(0, 10)))
}

/** A notice is 'New' for NOTICE_NEW_DAYS days from its publish date. */
export function isNewNotice(publishDate: string | null | undefined, now: Date): boolean {
  if (!publishDate) return false
  const published = new Date(publishDate).getTime()
  return published <= now.getTime() && now.getTime() - published < NOTICE_NEW_DAYS * DAY
}

/** Whether the expiry day has passed (a notice stays current through its expiry day). */
export function hasExpired(expiresAt: string | null | undefined, now: Date): boolean {
  if (!expiresAt) return false
  return startOfDhakaDay(new Date(expiresAt)).getTime() < startOfDhakaDay(now).getTime()
}

/** '245 KB', '1.4 MB' */
export function formatFileSize(bytes: number | null | undefined): string {
  if (!bytes || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

const TYPE_LABELS: Record<string, { label: string; extension: string }> = {
  'application/pdf': { label: 'PDF', extension: 'pdf' },
  'image/jpeg': { label: 'JPEG image', extension: 'jpg' },
  'image/png': { label: 'PNG image', extension: 'png' },
  'image/webp': { label: 'WebP image', extension: 'webp' },
  'image/avif': { label: 'AVIF image', extension: 'avif' },
}

/** 'PDF', 'JPEG image' … for a stored attachment's type. */
export function fileTypeLabel(mimeType: string | null | undefined): string {
  return (mimeType && TYPE_LABELS[mimeType]?.label) || 'File'
}

/**
 * The name a download is saved under: the attachment's title in plain ASCII words joined by
 * dashes, with the extension its type calls for ('Exam routine (Class 9)' → 'exam-routine-class-9.pdf').
 */
export function downloadFileName(title: string, mimeType: string | null | undefined): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\w\s-]/g, ' ')
      .replace(/_/g, ' ')
      .trim()
      .toLowerCase()
      .split(/[\s-]+/)
      .filter(Boolean)
      .join('-')
      .slice(0, 80)
      .replace(/-+$/, '') || 'attachment'
  const extension = (mimeType && TYPE_LABELS[mimeType]?.extension) || 'bin'
  return `${base}.${extension}`
}
