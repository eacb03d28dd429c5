import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionSlug,
  type PayloadRequest,
} from 'payload'

/** Shown to staff in both panel languages, whichever one they use. */
export const BLANK_ENGLISH_TITLE =
  'Write the English title before publishing, or tick "Bangla only". / প্রকাশের আগে ইংরেজি শিরোনাম লিখুন, অথবা "শুধু বাংলা" টিক দিন।'

type Bilingual = { id?: number | string; _status?: string; bangla_only?: boolean | null } & Record<
  string,
  unknown
>

/**
 * A published item has an English title unless staff marked it Bangla-only, whichever language
 * it is saved in: English pages would otherwise show it with no title.
 */
export function refuseBlankEnglish(titleField: string): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, collection }) => {
    const doc = data as Bilingual
    const saved = originalDoc as Bilingual | undefined
    if ((doc._status ?? saved?._status) !== 'published') return data
    if (doc.bangla_only ?? saved?.bangla_only) return data
    const english =
      req.locale === 'en'
        ? (doc[titleField] ?? saved?.[titleField])
        : await savedEnglishTitle(collection.slug as CollectionSlug, saved?.id, titleField, req)
    if (typeof english === 'string' && english.trim() !== '') return data
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: titleField, message: BLANK_ENGLISH_TITLE }],
    })
  }
}

/** The English title last saved (draft or published), without falling back to another language. */
async function savedEnglishTitle(
  collection: CollectionSlug,
  id: number | string | undefined,
  titleField: string,
  req: PayloadRequest,
): Promise<unknown> {
  if (id === undefined) return undefined
  // The Local API sets the locale on the request it is given; the save goes on in its own.
  const { locale, fallbackLocale } = req
  try {
    const doc = await req.payload.findByID({
      collection,
      id,
      locale: 'en',
      fallbackLocale: false,
      draft: true,
      depth: 0,
      // Part of a save that already passed its access rules (scripts and the seed save as no one).
      overrideAccess: true,
      req,
    })
    return (doc as unknown as Record<string, unknown>)[titleField]
  } finally {
    Object.assign(req, { locale, fallbackLocale })
  }
}
