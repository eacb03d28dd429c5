import { useTranslations } from 'next-intl'

import { DownloadIcon } from '@/components/ui/download-icon'
import { HeadedRegion } from '@/components/ui/section'
import type { Document } from '@/payload-types'

import { fileTypeLabel, formatFileSize } from '../rules'

/** The notice's files as download links, each with its type and size. */
export function AttachmentList({ noticeId, files }: { noticeId: number; files: Document[] }) {
  const t = useTranslations('Notice')
  return (
    <HeadedRegion name="attachments" title={t('attachments')} className="mt-10" look="sm">
      <ul className="mt-4 grid gap-3">
        {files.map((file) => {
          const details = [fileTypeLabel(file.mimeType), formatFileSize(file.filesize)]
            .filter(Boolean)
            .join(', ')
          return (
            <li key={file.id}>
              <a
                href={`/notices/${noticeId}/files/${file.id}`}
                download
                className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500"
              >
                <DownloadIcon className="size-8 shrink-0 fill-none stroke-brand-700 stroke-2" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words text-slate-900">
                    {file.title}
                  </span>
                  <span className="block text-sm text-slate-600">{details}</span>
                </span>
                <span className="shrink-0 text-sm font-semibold text-brand-700">
                  {t('download')}
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </HeadedRegion>
  )
}
