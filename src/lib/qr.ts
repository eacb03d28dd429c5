import QRCode from 'qrcode'

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const

/**
 * A QR code as a PNG, big enough to scan from a printed page or a phone: six pixels a module
 * keeps every edge sharp (about 250 px for an entry card) and costs a third of a 360 px one.
 */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: 'png', scale: 6 })
}

/** The same QR code as inline SVG, for a page. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: 'svg' })
}
