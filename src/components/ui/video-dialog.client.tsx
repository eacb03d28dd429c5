'use client'

import { useState, type ReactNode } from 'react'

import { Dialog } from './dialog.client'

/** Turns a YouTube address into its privacy-enhanced embed address, autoplaying. */
export function toEmbedUrl(url: string): string {
  const match = url.match(/(?:youtu\.be\/|v=|embed\/|shorts\/)([\w-]{6,})/)
  return match ? `https://www.youtube-nocookie.com/embed/${match[1]}?autoplay=1&rel=0` : url
}

/**
 * A button that plays a video in a pop-up. Nothing from the video site loads until the
 * visitor asks for it.
 */
export function VideoDialogButton({
  url,
  title,
  children,
  className,
}: {
  url: string
  title: string
  children: ReactNode
  className?: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        {children}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} className="bg-black">
        <div className="aspect-video w-full">
          <iframe
            src={toEmbedUrl(url)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            className="size-full"
          />
        </div>
      </Dialog>
    </>
  )
}

export function PlayIcon({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden>
      <path d="M8 5v14l11-7z" />
    </svg>
  )
}
