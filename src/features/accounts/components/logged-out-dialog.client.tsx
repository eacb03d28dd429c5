'use client'

import { useTranslations } from 'next-intl'

import { buttonClass } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog.client'

/** 'Logged Out!': the confirmation after signing out, closed with OK. */
export function LoggedOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('AccountMenu')
  return (
    <Dialog open={open} onClose={onClose} title={t('loggedOutTitle')} className="max-w-sm">
      <div className="p-8 text-center">
        <p
          className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-3xl text-brand-700"
          aria-hidden
        >
          ✓
        </p>
        <h2 className="mt-4 text-xl font-bold text-slate-900">{t('loggedOutTitle')}</h2>
        <p className="mt-2 text-slate-700">{t('loggedOutText')}</p>
        <button type="button" className={buttonClass('primary', 'mt-6')} onClick={onClose}>
          {t('ok')}
        </button>
      </div>
    </Dialog>
  )
}
