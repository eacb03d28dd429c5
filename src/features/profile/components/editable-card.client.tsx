'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState } from 'react'

import { Dialog } from '@/components/ui/dialog.client'
import { LineIcon } from '@/components/ui/line-icon'
import { Toast, type ToastMessage } from '@/components/ui/toast.client'
import { useLocaliseMessage } from '@/i18n/use-localise-message'

import type { ProfileCard } from '../profile-cards'

import { EditCardForm, type EditField } from './edit-card-form.client'

type Props = {
  card: ProfileCard
  title: string
  fields: EditField[]
  /** What the card shows; defaults to the fields' labels and values. */
  rows?: [label: string, value: string][]
  empty?: string
}

/** A profile card with an edit icon that opens a prefilled modal (Cancel / Save Changes). */
export function EditableCard({ card, title, fields, rows, empty }: Props) {
  const [open, setOpen] = useState(false)
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const clearToast = useCallback(() => setToast(null), [])
  const t = useTranslations('ProfileEditCard')
  const localise = useLocaliseMessage()
  const shown =
    rows ??
    fields.map((f): [string, string] => [
      f.label,
      f.options?.find((o) => o.value === f.value)?.label ?? f.value,
    ])
  const hobbies = card === 'hobbies'
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('edit', { title })}
          className="grid size-11 place-items-center rounded-full text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          <LineIcon>
            <path d="M12 20h9M16.5 3.5a2.1 2.1 0 1 1 3 3L7 19l-4 1 1-4Z" />
          </LineIcon>
        </button>
      </div>
      {hobbies ? (
        shown[0]?.[1] ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {shown[0][1].split('\n').map((h, i) => (
              <li key={i} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                {h}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-600">{empty ?? t('noHobbies')}</p>
        )
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {shown.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-medium break-words text-slate-900">
                {value || t('notAvailable')}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('edit', { title })}
        className="max-w-lg"
      >
        <EditCardForm
          card={card}
          title={title}
          fields={fields}
          onCancel={() => setOpen(false)}
          onSaved={(message) => {
            setOpen(false)
            setToast({
              title: card === 'basic' ? t('updatedTitle') : t('successTitle'),
              text: localise(message),
              ok: true,
              at: Date.now(),
            })
          }}
        />
      </Dialog>
      <Toast toast={toast} onDone={clearToast} />
    </section>
  )
}
