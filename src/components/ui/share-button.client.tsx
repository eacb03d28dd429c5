'use client'

import { useLocale, useTranslations } from 'next-intl'
import { ToastButton, useCopyToast } from '@/components/ui/toast.client'
import { localePath, splitLocale } from '@/i18n/locales'

/**
 * Share: the phone's share sheet where there is one, otherwise the link is copied with the
 * old site's confirmation ('Copied!' for 2 s) or its failure message.
 */
export function ShareButton({ path, title }: { path: string; title: string }) {
  const t = useTranslations('Ui')
  const locale = useLocale()
  const { toast, clear, copy } = useCopyToast(
    { title: t('copiedTitle'), text: t('copiedText') },
    { title: t('copyFailedTitle'), text: t('copyFailedText') },
  )

  const share = async () => {
    // The shared address opens the page in the language it was shared from.
    const shared = localePath(splitLocale(path).path, locale)
    const url = new URL(shared, window.location.origin).toString()
    if (navigator.share && window.matchMedia('(pointer: coarse)').matches) {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    await copy(url)
  }

  return (
    <ToastButton
      onClick={share}
      toast={toast}
      onToastDone={clear}
      icon={
        <>
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </>
      }
    >
      {t('share')}
    </ToastButton>
  )
}
