import { NextIntlClientProvider } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Messages } from './catalogues'

type Namespace = keyof Messages

/** What every page's browser code needs: navigation, menus, the language switcher, error cards. */
export const SHELL_NAMESPACES: Namespace[] = ['Shell', 'Nav', 'Language', 'Errors']

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
