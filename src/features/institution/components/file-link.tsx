import { DownloadIcon } from '@/components/ui/download-icon'
import { fileTypeLabel, formatFileSize } from '@/features/notices/rules'

import { institutionFilePath } from '../paths'
import type { InstitutionFile } from '../queries'

/** A download link to a file the information rests on or offers, with its type and size. */
export function FileLink({
  file,
  label,
  context,
}: {
  file: InstitutionFile
  label: string
  /** Said to screen readers after the label, where several links would otherwise read alike. */
  context?: string
}) {
  const details = [fileTypeLabel(file.mimeType), formatFileSize(file.filesize)]
    .filter(Boolean)
    .join(', ')
  return (
    <a
      href={institutionFilePath(file.id)}
      download
      className="inline-flex min-h-11 items-center gap-2 rounded-lg py-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-accent-500"
    >
      <DownloadIcon className="size-5 shrink-0 fill-none stroke-current stroke-2" />
      <span>
        {label}
        {context ? <span className="sr-only">, {context}</span> : null}
        {details ? (
          <>
            {' '}
            <span className="text-sm font-normal text-slate-600">({details})</span>
          </>
        ) : null}
      </span>
    </a>
  )
}
