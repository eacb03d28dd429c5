import { createElement, type FunctionComponent, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { NextIntlClientProvider } from 'next-intl'

import { CATALOGUES } from '@/i18n/catalogues'
import type { Locale } from '@/i18n/locales'

// The provider's props type wants `children` inside; given as the third argument it is the same.
const provider = NextIntlClientProvider as unknown as FunctionComponent<{
  locale: string
  messages: object
}>

/** Renders a component to HTML with the whole catalogue of one language, as a page would. */
export function renderInLocale(element: ReactElement, locale: Locale = 'en'): string {
  return renderToStaticMarkup(
    createElement(provider, { locale, messages: CATALOGUES[locale] }, element),
  )
}
