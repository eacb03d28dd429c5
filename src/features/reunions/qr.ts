import 'server-only'

import QRCode from 'qrcode'

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const

/** An entry card's QR code as a PNG, big enough to scan from a printed page or a phone. */
export function entryQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { ...OPTIONS, type: 'png', width: 360 })
}

/** The same QR code as inline SVG for the entry cards page. */
export function entryQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { ...OPTIONS, type: 'svg' })
}
