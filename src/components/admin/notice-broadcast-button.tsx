import type { UIFieldServerProps } from 'payload'

const TEXT = {
  en: {
    button: 'Send to guardians…',
    help: 'Makes a draft SMS to all guardians from this notice. You see recipients and cost before anything is sent.',
    saveFirst: 'Save the notice first to send it to guardians.',
  },
  bn: {
    button: 'অভিভাবকদের পাঠান…',
    help: 'এই নোটিশ থেকে সকল অভিভাবকের জন্য একটি খসড়া এসএমএস তৈরি হবে। কিছু পাঠানোর আগে প্রাপক ও খরচ দেখতে পাবেন।',
    saveFirst: 'অভিভাবকদের পাঠাতে আগে নোটিশটি সংরক্ষণ করুন।',
  },
} as const

/** In a notice's sidebar: turns the notice into a draft broadcast (Broadcasts/from-notice.ts). */
export function NoticeBroadcastButton({ id, i18n }: UIFieldServerProps) {
  const text = TEXT[i18n.language === 'bn-BD' ? 'bn' : 'en']
  if (id == null) return <p style={{ margin: '1rem 0' }}>{text.saveFirst}</p>
  return (
    <form method="post" action="/api/broadcasts/from-notice" style={{ margin: '1rem 0' }}>
      <input type="hidden" name="notice" value={String(id)} />
      <button
        type="submit"
        className="btn btn--style-secondary btn--size-medium"
        style={{ margin: 0 }}
      >
        {text.button}
      </button>
      <p style={{ margin: '0.5rem 0 0', opacity: 0.8 }}>{text.help}</p>
    </form>
  )
}
