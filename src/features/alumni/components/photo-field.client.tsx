'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState, type RefObject } from 'react'

import { useLocaliseMessage } from '@/i18n/use-localise-message'

/**
 * The optional photo box with a local preview of the chosen file; the preview never leaves the
 * browser. React empties the box after every answer (`answer`), so the preview goes too.
 */
export function PhotoField({
  inputRef,
  error,
  answer,
}: {
  inputRef: RefObject<HTMLInputElement | null>
  error?: string
  answer: unknown
}) {
  const t = useTranslations('AlumniJoinForm')
  const localise = useLocaliseMessage()
  const [chosen, setChosen] = useState<{ answer: unknown; url: string } | null>(null)
  const preview = chosen && chosen.answer === answer ? chosen.url : null

  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen])

  return (
    <div>
      <label htmlFor="alumni-image" className="font-medium text-slate-800">
        {t('photo')}
      </label>
      <input
        ref={inputRef}
        id="alumni-image"
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'alumni-image-error' : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0]
          setChosen(file ? { answer, url: URL.createObjectURL(file) } : null)
        }}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-4 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-900"
      />
      {error ? (
        <p id="alumni-image-error" className="mt-1 text-sm text-red-700">
          {localise(error)}
        </p>
      ) : null}
      {preview ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local preview, not a stored image
        <img
          src={preview}
          alt={t('chosenPhoto')}
          className="mt-3 size-24 rounded-xl object-cover"
        />
      ) : null}
    </div>
  )
}
