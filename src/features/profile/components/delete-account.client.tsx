'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog.client'
import { TextField } from '@/components/ui/form-field'

import { deleteAccount, type DeleteAccountState } from '../actions'

import { ProfileBox } from './profile-box'

const DANGER =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:opacity-60'

/** The member's right to erasure: the account, its pictures and alumni registrations go. */
export function DeleteAccount() {
  const t = useTranslations('ProfileDeleteAccount')
  const [asking, setAsking] = useState(false)
  const [state, action, pending] = useActionState<DeleteAccountState, FormData>(deleteAccount, {
    status: 'idle',
    values: { password: '' },
  })
  const id = useId()

  return (
    <ProfileBox title={t('title')} danger>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      <button type="button" className={`${DANGER} mt-4`} onClick={() => setAsking(true)}>
        {t('deleteButton')}
      </button>

      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('confirmTitle')}
        className="max-w-md"
      >
        <form action={action} className="grid gap-4 p-6">
          <h2 className="pr-10 text-xl font-bold text-slate-900">{t('confirmTitle')}</h2>
          <p className="text-slate-700">{t('confirmText')}</p>
          <TextField
            id={`${id}-password`}
            name="password"
            label={t('password')}
            type="password"
            autoComplete="current-password"
            error={
              state.status === 'invalid'
                ? state.errors.password
                : state.status === 'error'
                  ? state.message
                  : undefined
            }
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('cancel')}
            </Button>
            <button type="submit" className={DANGER} disabled={pending}>
              {pending ? t('deleting') : t('deleteButton')}
            </button>
          </div>
        </form>
      </Dialog>
    </ProfileBox>
  )
}
