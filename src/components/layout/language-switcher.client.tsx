'use client'

import { useLocale, useTranslations } from 'next-intl'

import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, localePath } from '@/i18n/locales'
import { useSitePath } from '@/i18n/use-site-path'

const ONE_YEAR = 60 * 60 * 24 * 365

/**
 * Links to this page in the other language and remembers the choice (a cookie the proxy reads),
 * keeping the query and the fragment. A plain link, so a full page load: the document's language
 * changes.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = useLocale()
  const t = useTranslations('Language')
  const path = useSitePath()
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale
  const href = localePath(path, other)
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      title={t('switchTo')}
      // 'বাংলা' on English pages: the device's Bengali font, or the site's 1 KB cut of its letters.
      className={other === 'bn' ? `font-bengali-label ${className ?? ''}` : className}
      onClick={(event) => {
        document.cookie = `${LOCALE_COOKIE}=${other}; path=/; max-age=${ONE_YEAR}; samesite=lax`
        // The browser follows the address as it stands after this handler.
        event.currentTarget.href = `${href}${window.location.search}${window.location.hash}`
      }}
    >
      {LOCALE_NAMES[other]}
    </a>
  )
}
