'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { Toast, ToastButton, type ToastMessage } from '@/components/ui/toast.client'
import { localePath } from '@/i18n/locales'

/**
 * Copies {origin}/user-profile/{id} with the old site's confirmation or failure; from a
 * Bangla page the link opens the profile in Bangla.
 */
export function CopyProfileLink({ id }: { id: number }) {
  const t = useTranslations('ProfileCopyLink')
  const locale = useLocale()
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const clear = useCallback(() => setToast(null), [])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(
        `${window.location.origin}${localePath(`/user-profile/${id}`, locale)}`,
      )
      setToast({ title: t('copiedTitle'), text: t('copiedText'), ok: true, at: Date.now() })
    } catch {
      setToast({ title: t('failedTitle'), text: t('failedText'), ok: false, at: Date.now() })
    }
  }
  return (
    <>
      <ToastButton
        onClick={copy}
        icon={
          <>
            <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
            <path d="M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
          </>
        }
      >
        {t('copy')}
      </ToastButton>
      <Toast toast={toast} onDone={clear} />
    </>
  )
}
