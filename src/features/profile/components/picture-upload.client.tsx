'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import { buttonClass } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog.client'
import { LineIcon } from '@/components/ui/line-icon'
import { ACCOUNT_CHANGED_EVENT } from '@/features/accounts/sign-in-record'
import { useLocaliseMessage } from '@/i18n/use-localise-message'
import { LIMITS } from '@/lib/constants'

import { uploadProfilePicture } from '../actions'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif'

type Props = {
  kind: 'profile_image' | 'banner'
  /** The picture shown now (a WebP size), or null for the default. */
  url: string | null
  name: string
}

type Notice = { title: string; text: string; ok: boolean } | null

/**
 * A profile picture or banner with a camera button. The chosen picture shows at once; it is
 * removed again when the upload fails. The server checks the file by its content.
 */
export function PictureUpload({ kind, url, name }: Props) {
  const t = useTranslations('ProfilePicture')
  const localise = useLocaliseMessage()
  const input = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<Notice>(null)
  const banner = kind === 'banner'
  const label = banner ? t('changeBanner') : t('changeProfile')

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  // The success message closes itself after 1.5 s.
  useEffect(() => {
    if (!notice?.ok) return
    const timer = window.setTimeout(() => setNotice(null), 1500)
    return () => window.clearTimeout(timer)
  }, [notice])

  const failedTitle = t('failedTitle')
  const fail = useCallback(
    (text: string) => {
      setPreview(null)
      setNotice({ title: failedTitle, text, ok: false })
    },
    [failedTitle],
  )

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (!ACCEPT.split(',').includes(file.type)) {
      return fail(t('imageOnly'))
    }
    if (file.size > LIMITS.imageUploadBytes) return fail(t('tooLarge'))
    setPreview(URL.createObjectURL(file))
    setBusy(true)
    const body = new FormData()
    body.set('file', file)
    try {
      const answer = await uploadProfilePicture(kind, body)
      if (!answer.ok) return fail(localise(answer.message))
      setNotice({
        title: t('uploadedTitle'),
        text: banner ? t('bannerUpdated') : t('profileUpdated'),
        ok: true,
      })
      window.dispatchEvent(new Event(ACCOUNT_CHANGED_EVENT))
    } catch {
      fail(t('somethingWrong'))
    } finally {
      setBusy(false)
    }
  }

  const shown = preview ?? url
  return (
    <div className={banner ? 'relative h-40 w-full sm:h-56' : 'relative size-28'}>
      {shown ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) or a stored WebP size
        <img
          src={shown}
          alt={banner ? '' : name}
          className={`size-full object-cover ${banner ? '' : 'rounded-full border-4 border-white bg-brand-50'}`}
        />
      ) : banner ? (
        <div className="size-full bg-gradient-to-br from-brand-100 to-brand-50" aria-hidden />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- the site's default avatar
        <img
          src="/default-avatar.svg"
          alt={name}
          className="size-full rounded-full border-4 border-white bg-brand-50"
        />
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={onChange}
      />
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-label={label}
        className={`absolute grid size-11 place-items-center rounded-full bg-white/95 text-brand-900 shadow-md hover:bg-white focus-visible:outline-3 focus-visible:outline-accent-500 disabled:opacity-60 ${banner ? 'end-3 top-3' : 'end-0 bottom-0'}`}
      >
        {busy ? (
          <span
            className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
            aria-hidden
          />
        ) : (
          <LineIcon>
            <path d="M4 8h3l2-3h6l2 3h3v11H4Z" />
            <circle cx="12" cy="13" r="3.5" />
          </LineIcon>
        )}
      </button>
      <Dialog
        open={notice !== null}
        onClose={() => setNotice(null)}
        title={notice?.title ?? ''}
        className="max-w-sm"
      >
        {notice ? (
          <div className="p-8 text-center">
            <h2 className={`text-xl font-bold ${notice.ok ? 'text-slate-900' : 'text-red-800'}`}>
              {notice.title}
            </h2>
            <p className="mt-2 text-slate-700">{notice.text}</p>
            {notice.ok ? null : (
              <button
                type="button"
                className={buttonClass('primary', 'mt-6')}
                onClick={() => setNotice(null)}
              >
                {t('ok')}
              </button>
            )}
          </div>
        ) : null}
      </Dialog>
    </div>
  )
}
