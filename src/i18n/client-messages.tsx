import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Messages } from './catalogues'

type Namespace = keyof Messages

/**
 * What every page's browser code may need: navigation, the account menu, the language switcher,
 * error cards, the not-found message and the small design-system pieces (dialogs, share buttons,
 * carousels, lists) that any page can hold.
 */
export const SHELL_NAMESPACES: Namespace[] = [
  'Shell',
  'Nav',
  'AccountMenu',
  'NoticeTicker',
  'Language',
  'Errors',
  'NotFound',
  'Ui',
]

/**
 * Gives the client components inside it the catalogue parts they use, on top of the shell's, and
 * nothing more: a page ships only the messages its interactive parts show.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: Namespace[]
  children: ReactNode
}) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()])
  const picked = Object.fromEntries(
    [...new Set([...SHELL_NAMESPACES, ...namespaces])]
      .filter((namespace) => namespace in messages)
      .map((namespace) => [namespace, messages[namespace]]),
  )
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  )
}
