import type { CollectionSlug, UIFieldServerProps } from 'payload'

import { LanguageBadges } from './language-badges'
import { LocaleSwitchGuard } from './locale-switch-guard'

const LANGUAGES = [
  { code: 'en', en: 'English', bn: 'ইংরেজি' },
  { code: 'bn', en: 'Bangla', bn: 'বাংলা' },
] as const

/**
 * Beside an item's form: which of its languages have a title ("missing" where not), and a
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
      <LanguageBadges
        titleField={titleField}
        written={bn ? 'লেখা আছে' : 'written'}
        missing={bn ? 'নেই' : 'missing'}
        badges={LANGUAGES.map((language) => {
          const title = titles[language.code]
          return {
            code: language.code,
            name: bn ? language.bn : language.en,
            saved: typeof title === 'string' && title.trim() !== '',
          }
        })}
      />
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
