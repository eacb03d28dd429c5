'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import { formatNumber } from '@/lib/format'

export type GalleryPicture = {
  id: number
  title: string
  alt: string
  thumb: string
  full: string
  width: number
  height: number
}

/**
 * 'All Campus Memories': a grid of pictures (1/2/3/4 columns). A picture opens a lightbox with
 * zoom and thumbnails; arrow keys move, + and − zoom, Esc closes.
 */
export function GalleryGrid({ pictures }: { pictures: GalleryPicture[] }) {
  const t = useTranslations('GalleryViewer')
  const locale = useLocale()
  const count = (n: number) => formatNumber(n, locale)
  const [index, setIndex] = useState<number | null>(null)
  const [zoom, setZoom] = useState(1)
  const dialog = useRef<HTMLDialogElement>(null)
  const current = index === null ? null : pictures[index]

  const show = useCallback(
    (next: number) => {
      setZoom(1)
      setIndex((next + pictures.length) % pictures.length)
    },
    [pictures.length],
  )

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (index !== null && !el.open) {
      el.showModal()
      document.documentElement.style.overflow = 'hidden'
    }
    if (index === null && el.open) el.close()
  }, [index])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (index === null) return
    if (event.key === 'ArrowRight') show(index + 1)
    else if (event.key === 'ArrowLeft') show(index - 1)
    else if (event.key === '+' || event.key === '=') setZoom((z) => Math.min(3, z + 1))
    else if (event.key === '-') setZoom((z) => Math.max(1, z - 1))
    else return
    event.preventDefault()
  }

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {pictures.map((picture, i) => (
          <li key={picture.id}>
            <button
              type="button"
              onClick={() => show(i)}
              className="group block w-full overflow-hidden rounded-2xl focus-visible:outline-3 focus-visible:outline-accent-500"
              aria-label={t('openPicture', { title: picture.title })}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- pre-sized WebP thumbnail from the media library */}
              <img
                src={picture.thumb}
                alt={picture.alt}
                width={768}
                height={Math.round((768 * picture.height) / picture.width)}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={
          current
            ? t('pictureOf', {
                index: count(index! + 1),
                total: count(pictures.length),
                title: current.title,
              })
            : t('viewer')
        }
        onKeyDown={onKeyDown}
        onClose={() => {
          document.documentElement.style.overflow = ''
          setIndex(null)
        }}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
      >
        {current ? (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-2 p-3">
              <p className="truncate text-sm" aria-live="polite">
                {t('position', {
                  index: count(index! + 1),
                  total: count(pictures.length),
                  title: current.title,
                })}
              </p>
              <div className="flex gap-2">
                <LightboxButton
                  label={t('zoomIn')}
                  onClick={() => setZoom((z) => Math.min(3, z + 1))}
                  disabled={zoom >= 3}
                >
                  +
                </LightboxButton>
                <LightboxButton
                  label={t('zoomOut')}
                  onClick={() => setZoom((z) => Math.max(1, z - 1))}
                  disabled={zoom <= 1}
                >
                  −
                </LightboxButton>
                <LightboxButton label={t('close')} onClick={() => dialog.current?.close()}>
                  ×
                </LightboxButton>
              </div>
            </div>
            <div className="relative flex min-h-0 flex-1 items-center justify-center overflow-auto">
              {/* eslint-disable-next-line @next/next/no-img-element -- the full-size picture, already WebP */}
              <img
                src={current.full}
                alt={current.alt}
                onDoubleClick={() => setZoom((z) => (z > 1 ? 1 : 2))}
                style={{ transform: `scale(${zoom})` }}
                className="max-h-full max-w-full object-contain transition-transform duration-500"
              />
              <LightboxButton
                label={t('previous')}
                onClick={() => show(index! - 1)}
                className="absolute start-2 top-1/2 -translate-y-1/2"
              >
                ‹
              </LightboxButton>
              <LightboxButton
                label={t('next')}
                onClick={() => show(index! + 1)}
                className="absolute end-2 top-1/2 -translate-y-1/2"
              >
                ›
              </LightboxButton>
            </div>
            <ul className="flex gap-[5px] overflow-x-auto p-3" aria-label={t('thumbnails')}>
              {pictures.map((picture, i) => (
                <li key={picture.id} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => show(i)}
                    aria-label={t('showPicture', { index: count(i + 1), title: picture.title })}
                    aria-current={i === index ? 'true' : undefined}
                    className={`block w-[100px] overflow-hidden rounded-md border-2 ${i === index ? 'border-white' : 'border-transparent opacity-60 hover:opacity-100'}`}
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- 100 px thumbnail */}
                    <img
                      src={picture.thumb}
                      alt=""
                      width={100}
                      height={75}
                      loading="lazy"
                      className="aspect-[4/3] w-full object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </dialog>
    </>
  )
}

function LightboxButton({
  label,
  onClick,
  children,
  disabled,
  className = '',
}: {
  label: string
  onClick: () => void
  children: string
  disabled?: boolean
  className?: string
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className={`grid size-11 place-items-center rounded-full bg-white/15 text-2xl leading-none hover:bg-white/30 focus-visible:outline-3 focus-visible:outline-accent-500 disabled:opacity-40 ${className}`}
    >
      {children}
    </button>
  )
}
