import type { CollectionSlug, UIFieldServerProps } from 'payload'

import { LocaleSwitchGuard } from './locale-switch-guard'

const LANGUAGES = [
  { code: 'en', en: 'English', bn: 'ইংরেজি' },
  { code: 'bn', en: 'Bangla', bn: 'বাংলা' },
] as const

/**
 * Beside an item's form: which of its languages have a saved title ("missing" where not), and a
 * warning before a language switch would drop unsaved typing.
 */
export async function LanguageStatus({
  id,
  collectionSlug,
  payload,
  req,
  i18n,
  titleField,
}: UIFieldServerProps & { titleField: string }) {
  const bn = i18n.language === 'bn-BD'
  const titles: Record<string, unknown> =
    id === undefined
      ? {}
      : ((
          (await payload.findByID({
            collection: collectionSlug as CollectionSlug,
            id,
            locale: 'all',
            draft: true,
            depth: 0,
            overrideAccess: false,
            // Not the page's request: the Local API would set its locale to 'all' for the form.
            user: req.user,
          })) as unknown as Record<string, Record<string, unknown> | undefined>
        )[titleField] ?? {})
  return (
    <div className="language-status" style={{ marginBottom: '1.5rem' }}>
      <p style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>
        {bn ? 'লেখা ভাষা' : 'Languages written'}
      </p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: '0.5rem' }}>
        {LANGUAGES.map((language) => {
          const title = titles[language.code]
          const filled = typeof title === 'string' && title.trim() !== ''
          const name = bn ? language.bn : language.en
          const state = filled ? (bn ? 'লেখা আছে' : 'written') : bn ? 'নেই' : 'missing'
          return (
            <li
              key={language.code}
              data-language={language.code}
              data-filled={filled}
              style={{
                padding: '0.125rem 0.5rem',
                borderRadius: '999px',
                border: '1px solid',
                color: filled
                  ? 'var(--theme-success-700, #166534)'
                  : 'var(--theme-error-700, #b91c1c)',
              }}
            >
              {name}: {state}
            </li>
          )
        })}
      </ul>
      <LocaleSwitchGuard
        message={
          bn
            ? 'এই ভাষার লেখা এখনও সংরক্ষণ করা হয়নি। ভাষা বদলালে তা মুছে যাবে। তবুও বদলাবেন?'
            : 'What you typed in this language is not saved yet and will be lost if you switch. Switch anyway?'
        }
      />
    </div>
  )
}
