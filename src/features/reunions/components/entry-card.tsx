import { getTranslations } from 'next-intl/server'

import { formatShortCode, shortCodeOf } from '@/collections/ReunionRegistrations/entry-code'
import { qrSvg } from '@/lib/qr'

import { entryCardPngPath } from '../paths'

/**
 * One person's entry card: name, ticket, the QR code to scan at the gate and, under it, the short
 * code a volunteer types when there is no camera (the whole code on cards issued before those).
 */
export async function EntryCard({
  reunionId,
  number,
  name,
  ticket,
  code,
}: {
  reunionId: number
  number: number
  name: string
  ticket: string
  code: string
}) {
  const [t, svg] = await Promise.all([getTranslations('EntryCards'), qrSvg(code)])
  const short = shortCodeOf(code)
  return (
    <article
      className="rounded-2xl border border-slate-200 p-5 text-center"
      data-testid="entry-card"
      aria-label={name}
    >
      <h2 className="text-xl font-bold text-slate-900">{name}</h2>
      <p className="text-slate-700">{ticket}</p>
      <div
        role="img"
        aria-label={t('qrAlt', { name })}
        className="mx-auto mt-3 w-56"
        // The SVG is drawn by the QR library from the code alone; nothing typed reaches it.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      {short ? (
        <p className="mt-2 text-slate-700">
          {t('code')}:{' '}
          <span
            className="font-mono text-xl font-bold tracking-widest text-slate-900"
            data-short-code
          >
            {formatShortCode(short)}
          </span>
        </p>
      ) : (
        <p className="mt-2 text-xs text-slate-600">
          {t('code')}: <span className="font-mono break-all">{code}</span>
        </p>
      )}
      <a
        href={entryCardPngPath(reunionId, number)}
        download={`entry-card-${number}.png`}
        className="mt-3 inline-block font-semibold text-brand-700 underline"
      >
        {t('downloadPng')}
      </a>
    </article>
  )
}
