'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'

/** How often a video frame is searched for a QR code: quick enough for a hand, light on the phone. */
const SCAN_EVERY_MS = 150

type Problem = 'cameraRefused' | 'cameraMissing' | 'scannerFailed'

/** The reader, fetched when the camera first opens: it and its WebAssembly cost the page nothing before. */
async function loadReader() {
  const { BarcodeDetector, prepareZXingModule, ZXING_WASM_VERSION } =
    await import('barcode-detector/ponyfill')
  prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) =>
        file.endsWith('.wasm') ? `/scanner/${file}?v=${ZXING_WASM_VERSION}` : prefix + file,
    },
  })
  return new BarcodeDetector({ formats: ['qr_code'] })
}

function problemOf(error: unknown): Problem {
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'cameraRefused'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'cameraMissing'
  return 'scannerFailed'
}

/**
 * "Scan with camera": opens the phone's rear camera, reads the first QR code it sees and hands
 * the code on, as if it had been typed.
 */
export function QrCamera({ onCode }: { onCode: (code: string) => void }) {
  const t = useTranslations('CheckIn')
  const video = useRef<HTMLVideoElement>(null)
  const stream = useRef<MediaStream | null>(null)
  const timer = useRef<number | undefined>(undefined)
  const [open, setOpen] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)

  const stop = useCallback(() => {
    window.clearTimeout(timer.current)
    stream.current?.getTracks().forEach((track) => track.stop())
    stream.current = null
    setOpen(false)
  }, [])

  useEffect(() => stop, [stop])

  async function start() {
    setProblem(null)
    if (!navigator.mediaDevices?.getUserMedia) return setProblem('cameraMissing')
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      })
    } catch (error) {
      return setProblem(problemOf(error))
    }
    setOpen(true)
    const element = video.current
    if (!element) return stop()
    element.srcObject = stream.current
    try {
      await element.play()
      const reader = await loadReader()
      const scan = async () => {
        if (!stream.current) return
        const [found] = await reader.detect(element).catch(() => [])
        if (found?.rawValue) {
          stop()
          navigator.vibrate?.(80)
          onCode(found.rawValue)
          return
        }
        timer.current = window.setTimeout(() => void scan(), SCAN_EVERY_MS)
      }
      await scan()
    } catch {
      stop()
      setProblem('scannerFailed')
    }
  }

  return (
    <div className="space-y-3">
      <video
        ref={video}
        muted
        playsInline
        hidden={!open}
        aria-label={t('scanHelp')}
        className="aspect-square w-full rounded-xl bg-slate-900 object-cover"
      />
      {open ? (
        <>
          <p className="text-slate-700">{t('scanHelp')}</p>
          <Button variant="secondary" onClick={stop}>
            {t('stopScan')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => void start()}>
          {t('scan')}
        </Button>
      )}
      {problem ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {t(problem)}
        </p>
      ) : null}
    </div>
  )
}
