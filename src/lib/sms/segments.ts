/** How a text travels: GSM-7 (plain Latin text) or UCS-2 (Bangla, emoji, anything else). */
export type SmsEncoding = 'GSM-7' | 'UCS-2'

export type SmsSize = {
  encoding: SmsEncoding
  /** Characters as the network counts them (GSM extension characters and emoji take two). */
  units: number
  parts: number
}

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
)
/** Sent as an escape plus a character, so each counts two. */
const GSM_EXTENSION = new Set('^{}\\[~]|€\f')

export const PART_SIZES = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
} as const

/** The parts one copy of the text takes (a split message loses room to its joining header). */
export function measureSms(text: string): SmsSize {
  let gsmUnits = 0
  let gsm = true
  for (const char of text) {
    if (GSM_BASIC.has(char)) gsmUnits += 1
    else if (GSM_EXTENSION.has(char)) gsmUnits += 2
    else {
      gsm = false
      break
    }
  }
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2'
  // UCS-2 counts UTF-16 code units: an emoji outside the basic plane takes two.
  const units = gsm ? gsmUnits : text.length
  const size = PART_SIZES[encoding]
  const parts = units === 0 ? 0 : units <= size.single ? 1 : Math.ceil(units / size.multi)
  return { encoding, units, parts }
}

/** Taka for the parts at the gateway's rate per part, to the paisa. */
export function estimateCost(totalParts: number, ratePerPart: number): number {
  return Math.round(totalParts * ratePerPart * 100) / 100
}
