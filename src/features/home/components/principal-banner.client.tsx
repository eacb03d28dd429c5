'use client'

import { useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'

import { buttonClass } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog.client'

/** 'Read Message' opens the principal's message in a modal that locks page scrolling. */
export function PrincipalMessageButton({
  portrait,
  children,
}: {
  portrait: ReactNode
  children: ReactNode
}) {
  const t = useTranslations('PrincipalMessage')
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass('light')}>
        {t('readMessage')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('title')}>
        <div className="max-h-[85vh] overflow-y-auto p-6 sm:p-8">
          <div className="flex items-center gap-4">
            {portrait}
            <h2 className="text-2xl font-bold text-brand-900">{t('title')}</h2>
          </div>
          <div className="mt-6">{children}</div>
        </div>
      </Dialog>
    </>
  )
}
