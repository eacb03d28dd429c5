'use client'

import { useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { cancelReunionAction, type CancelReunionAnswer } from '@/features/reunions/cancel-action'

const TEXT = {
  en: {
    cancel: 'Cancel this registration',
    confirm:
      'Cancel this registration? Its entry cards stop working, and its seats go to the waiting list in order of registration.',
    working: 'Cancelling…',
    done: (n: number) =>
      n === 0
        ? 'Cancelled. No family on the waiting list fits the freed seats.'
        : `Cancelled. ${n} ${n === 1 ? 'family' : 'families'} from the waiting list confirmed and e-mailed their entry cards.`,
  },
  bn: {
    cancel: 'এই নিবন্ধন বাতিল করুন',
    confirm:
      'এই নিবন্ধন বাতিল করবেন? এর প্রবেশ কার্ডগুলো আর কাজ করবে না, আর আসনগুলো নিবন্ধনের ক্রম অনুযায়ী অপেক্ষমাণ তালিকায় যাবে।',
    working: 'বাতিল হচ্ছে…',
    done: (n: number) =>
      n === 0
        ? 'বাতিল হয়েছে। খালি আসনে অপেক্ষমাণ তালিকার কোনো পরিবারের জায়গা হয় না।'
        : `বাতিল হয়েছে। অপেক্ষমাণ তালিকার ${n}টি পরিবার নিশ্চিত হয়েছে এবং ই-মেইলে প্রবেশ কার্ড পেয়েছে।`,
  },
}

/**
 * On a confirmed reunion registration's page in /admin: cancel it, which offers its seats to the
 * waiting list (the status itself is not edited by hand, so seats are counted in one place).
 */
export function ReunionCancelField() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const { i18n } = useTranslation()
  const lang = i18n.language === 'bn-BD' ? 'bn' : 'en'
  const text = TEXT[lang]
  const router = useRouter()
  const [working, setWorking] = useState(false)
  const [answer, setAnswer] = useState<CancelReunionAnswer | null>(null)
  if (id === undefined || (status !== 'confirmed' && !answer)) return null

  function cancel() {
    if (!window.confirm(text.confirm)) return
    setWorking(true)
    void cancelReunionAction(Number(id))
      .then((result) => {
        setAnswer(result)
        if (result.status === 'cancelled') router.refresh()
      })
      .finally(() => setWorking(false))
  }

  return (
    <div style={{ marginBottom: '1.5rem' }}>
      {status === 'confirmed' && answer?.status !== 'cancelled' ? (
        <button
          type="button"
          onClick={cancel}
          disabled={working}
          className="btn btn--style-secondary btn--size-medium"
          style={{ margin: 0 }}
        >
          {working ? text.working : text.cancel}
        </button>
      ) : null}
      <p role="status" aria-live="polite">
        {answer?.status === 'cancelled' ? text.done(answer.promoted) : null}
        {answer?.status === 'error' ? answer[lang] : null}
      </p>
    </div>
  )
}
