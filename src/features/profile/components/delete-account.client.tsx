'use client'

import { useRouter } from 'next/navigation'
import { useActionState, useEffect, useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog.client'
import { TextField } from '@/components/ui/form-field'
import { ACCOUNT_CHANGED_EVENT, clearSignInRecord } from '@/features/accounts/sign-in-record'

import { deleteAccount, type DeleteAccountState } from '../actions'

const DANGER =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:opacity-60'

/** The member's right to erasure: the account, its pictures and alumni registrations go. */
export function DeleteAccount() {
  const [asking, setAsking] = useState(false)
  const [state, action, pending] = useActionState<DeleteAccountState, FormData>(deleteAccount, {
    status: 'idle',
  })
  const id = useId()
  const router = useRouter()
  const home = () => router.replace('/')

  useEffect(() => {
    if (state.status !== 'deleted') return
    clearSignInRecord(window.localStorage)
    window.dispatchEvent(new Event(ACCOUNT_CHANGED_EVENT))
  }, [state])

  return (
    <section
      aria-label="Delete account"
      className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-red-800">Delete account</h2>
      <p className="mt-1 text-sm text-slate-600">
        Deleting your account removes your profile, your pictures and your alumni registrations. It
        cannot be undone.
      </p>
      <button type="button" className={`${DANGER} mt-4`} onClick={() => setAsking(true)}>
        Delete my account
      </button>

      <Dialog
        open={asking && state.status !== 'deleted'}
        onClose={() => setAsking(false)}
        title="Delete your account?"
        className="max-w-md"
      >
        <form action={action} className="grid gap-4 p-6">
          <h2 className="pr-10 text-xl font-bold text-slate-900">Delete your account?</h2>
          <p className="text-slate-700">
            Your profile, pictures and alumni registrations will be deleted for good. Type your
            password to confirm.
          </p>
          <TextField
            id={`${id}-password`}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={state.status === 'invalid' ? state.message : undefined}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <button type="submit" className={DANGER} disabled={pending}>
              {pending ? 'Deleting...' : 'Delete my account'}
            </button>
          </div>
        </form>
      </Dialog>

      <Dialog
        open={state.status === 'deleted'}
        onClose={home}
        title="Account deleted"
        className="max-w-sm"
      >
        <div className="p-8 text-center">
          <h2 className="text-xl font-bold text-slate-900">Account deleted</h2>
          <p className="mt-2 text-slate-700">
            Your account and everything in it have been deleted.
          </p>
          <Button className="mt-6" onClick={home}>
            OK
          </Button>
        </div>
      </Dialog>
    </section>
  )
}
