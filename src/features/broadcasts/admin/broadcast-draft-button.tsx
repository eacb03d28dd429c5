import type { UIFieldServerProps } from 'payload'

import { PostFormButton } from '@/components/admin/post-form-button'

const TEXT = {
  notice: {
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
  },
  alert: {
    en: {
      button: 'Also send as SMS/e-mail to guardians…',
      help: 'Makes a draft SMS and e-mail to all guardians from this alert, in Bangla and English; an urgent alert may go out at night too. You see recipients, parts and cost before anything is sent.',
      saveFirst: 'Save the alert first to send it to guardians.',
    },
    bn: {
      button: 'অভিভাবকদের এসএমএস/ই-মেইলেও পাঠান…',
      help: 'এই সতর্কবার্তা থেকে বাংলা ও ইংরেজিতে সকল অভিভাবকের জন্য একটি খসড়া এসএমএস ও ই-মেইল তৈরি হবে; জরুরি সতর্কবার্তা রাতেও যেতে পারে। কিছু পাঠানোর আগে প্রাপক, ভাগ ও খরচ দেখতে পাবেন।',
      saveFirst: 'অভিভাবকদের পাঠাতে আগে সতর্কবার্তাটি সংরক্ষণ করুন।',
    },
  },
} as const

type Props = UIFieldServerProps & { from: keyof typeof TEXT }

/**
 * In a notice's or an alert's sidebar: turns it into a draft broadcast (draft-from-notice.ts,
 * draft-from-alert.ts) and opens the draft.
 */
export function BroadcastDraftButton({ id, i18n, from }: Props) {
  const text = TEXT[from][i18n.language === 'bn-BD' ? 'bn' : 'en']
  if (id == null) return <p style={{ margin: '1rem 0' }}>{text.saveFirst}</p>
  return (
    <div style={{ margin: '1rem 0' }}>
      <PostFormButton action={`/api/broadcasts/from-${from}`} name={from} value={String(id)}>
        {text.button}
      </PostFormButton>
      <p style={{ margin: '0.5rem 0 0', opacity: 0.8 }}>{text.help}</p>
    </div>
  )
}
