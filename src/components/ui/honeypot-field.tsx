import { useTranslations } from 'next-intl'
import { useId, type CSSProperties } from 'react'

import { HONEYPOT_FIELD } from '@/lib/form-state'

/** Visually hidden without display:none or type="hidden", which bots learn to skip. */
const OFF_SCREEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
}

/**
 * The honeypot of an anonymous form: an ordinary-looking "Website" box that form-filling bots
 * fill and people never meet. It is out of sight, out of the tab order (tabIndex -1), hidden from
 * screen readers (aria-hidden on the wrapper), and never autofilled (autoComplete off). The label
 * keeps it a well-formed field should a tool look inside anyway. The server checks it with
 * lib/honeypot. Place it before the submit button: it takes no room.
 */
export function HoneypotField() {
  const t = useTranslations('Ui')
  const id = `${useId()}-${HONEYPOT_FIELD}`
  return (
    <div aria-hidden="true" style={OFF_SCREEN}>
      <label htmlFor={id}>{t('honeypot')}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        defaultValue=""
      />
    </div>
  )
}
