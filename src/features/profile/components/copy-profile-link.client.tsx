'use client'

import { useLocale, useTranslations } from 'next-intl'
import { ToastButton, useCopyToast } from '@/components/ui/toast.client'
import { localePath } from '@/i18n/locales'

/**
 * Copies {origin}/user-profile/{id} with the old site's confirmation or failure; from a
 * Bangla page the link opens the profile in Bangla.
 */
export function CopyProfileLink({ id }: { id: number }) {
  const t = useTranslations('ProfileCopyLink')
  const locale = useLocale()
  const { toast, clear, copy } = useCopyToast(
    { title: t('copiedTitle'), text: t('copiedText') },
    { title: t('failedTitle'), text: t('failedText') },
  )
  const copyLink = () =>
    copy(`${window.location.origin}${localePath(`/user-profile/${id}`, locale)}`)
  return (
    <ToastButton
      onClick={copyLink}
      toast={toast}
      onToastDone={clear}
      icon={
        <>
          <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
          <path d="M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
        </>
      }
    >
      {t('copy')}
    </ToastButton>
  )
}
