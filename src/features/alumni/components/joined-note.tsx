import { useTranslations } from 'next-intl'

import { FormMessage } from '@/components/ui/form-field'
import { Link } from '@/components/ui/link.client'

/** After joining: the success message, and where the member follows the payment's check. */
export function JoinedNote({ message }: { message: string }) {
  const t = useTranslations('AlumniJoinForm')
  return (
    <div className="mt-6 max-w-xl" aria-live="polite">
      <FormMessage ok title={t('successTitle')} text={message} />
      <p className="mt-2 text-sm text-slate-700">
        {t.rich('pendingNote', {
          records: (chunks) => (
            <Link href="/user-profile" className="font-semibold text-brand-700 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  )
}
