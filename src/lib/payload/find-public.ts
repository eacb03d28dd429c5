import 'server-only'

import type {
  CollectionSlug,
  DataFromCollectionSlug,
  FindOptions,
  GlobalSlug,
  PaginatedDocs,
  SelectType,
  TransformCollectionWithSelect,
  TypedCollectionSelect,
  Where,
} from 'payload'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { hasDuty } from '@/access/duties'
import { asStaff, type Staff } from '@/access/user-kinds'
import { toPaged, type Paged, type SettledListRequest } from '@/lib/pagination'
import { parseId } from '@/lib/ids'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { otherLocale, type Locale } from '@/i18n/locales'
import { contentLocale } from '@/i18n/route-locale'

/** What a public read may choose; who reads and in which language are decided here, once. */
export type PublicFindOptions<S extends CollectionSlug, TSelect> = Omit<
  FindOptions<S, SelectType>,
  'collection' | 'overrideAccess' | 'user' | 'req' | 'locale' | 'fallbackLocale' | 'select'
> & {
  select?: TSelect
  /** The language of a route that renders no page (the API); a page's own otherwise. */
  locale?: Locale
}

/** A document as Payload returns it for `select` (the whole document without one). */
type Selected<S extends CollectionSlug, TSelect> = TSelect extends SelectType
  ? TransformCollectionWithSelect<S, TSelect>
  : DataFromCollectionSlug<S>

/**
 * A read as every visitor may make it: the collection's access rules apply (published items only)
 * and localized text comes in the page's language, falling back to the other one.
 */
export async function findPublic<
  S extends CollectionSlug,
  TSelect extends TypedCollectionSelect[S],
>(
  collection: S,
  options: PublicFindOptions<S, TSelect>,
): Promise<PaginatedDocs<Selected<S, TSelect>>> {
  const payload = await getPayloadClient()
  // Payload's generic signature is too large for TypeScript to follow through a wrapper.
  const find = payload.find.bind(payload) as unknown as (
    options: FindOptions<S, SelectType>,
  ) => Promise<PaginatedDocs<Selected<S, TSelect>>>
  const { locale, ...rest } = options
  return find({
    collection,
    ...(rest as Omit<FindOptions<S, SelectType>, 'collection'>),
    overrideAccess: false,
    ...(await inLanguage(locale)),
    ...(await previewRead()),
  })
}

/**
 * One item as every visitor may read it, or null for an unknown, unpublished or malformed id.
 * `and` adds conditions the item must also meet (e.g. its type).
 */
export async function findPublicById<
  S extends CollectionSlug,
  TSelect extends TypedCollectionSelect[S],
>(
  collection: S,
  id: unknown,
  { and, ...options }: Omit<PublicFindOptions<S, TSelect>, 'where' | 'limit'> & { and?: Where[] },
) {
  const docId = parseId(id)
  if (docId === null) return null
  const byId: Where = { id: { equals: docId } }
  const { docs } = await findPublic<S, TSelect>(collection, {
    ...options,
    where: and ? { and: [byId, ...and] } : byId,
    limit: 1,
  } as PublicFindOptions<S, TSelect>)
  return docs[0] ?? null
}

/** Every public item of a list the office orders by hand (sort order, lowest first). */
export async function findPublicInOrder<S extends CollectionSlug>(
  collection: S,
  limit: number,
): Promise<DataFromCollectionSlug<S>[]> {
  const { docs } = await findPublic(collection, { sort: 'sort_order', limit, depth: 1 })
  return docs as DataFromCollectionSlug<S>[]
}

/** Ids of the first public items in `sort` order (pages rendered ahead, the sitemap); ids only. */
export async function findPublicIds<S extends CollectionSlug>(
  collection: S,
  { where, sort, limit }: { where?: Where; sort: string; limit: number },
): Promise<number[]> {
  // An empty selection reads each document's id and nothing else.
  const ids = await findPublic<S, TypedCollectionSelect[S]>(collection, {
    where,
    sort,
    limit,
    depth: 0,
    select: {} as TypedCollectionSelect[S],
  })
  return (ids.docs as { id: number }[]).map((doc) => doc.id)
}

/** One page of a public collection, optionally searched (case-insensitively, anywhere) on one field. */
export async function findPublicPage<S extends CollectionSlug>(
  collection: S,
  {
    where,
    sort,
    searchField,
    request,
  }: {
    where?: Where
    sort: string
    searchField?: string
    request: SettledListRequest
  },
): Promise<Paged<DataFromCollectionSlug<S>>> {
  const and: Where[] = where ? [where] : []
  if (request.q && searchField) and.push({ [searchField]: { like: request.q } })
  const result = await findPublic(collection, {
    where: and.length > 0 ? { and } : {},
    sort,
    page: request.page,
    limit: request.limit,
    depth: 1,
  })
  return toPaged(result as unknown as PaginatedDocs<DataFromCollectionSlug<S>>)
}

/**
 * A settings global as every visitor may read it, in the page's language (or `locale`, for a
 * route that knows its language but renders no page), falling back to the other language.
 */
export async function findPublicGlobal<S extends GlobalSlug>(
  slug: S,
  { depth, locale }: { depth: number; locale?: Locale },
) {
  const payload = await getPayloadClient()
  return payload.findGlobal({
    slug,
    depth,
    overrideAccess: false,
    ...(await inLanguage(locale)),
    ...(await previewRead()),
  })
}

/**
 * Unpublished changes are read only in draft mode (the admin's Preview) and for signed-in staff:
 * a draft-mode cookie alone shows the public nothing new. Draft mode renders the page for this
 * request and Next.js keeps nothing of it, so a draft never reaches the cached pages.
 */
const previewRead = cache(async (): Promise<{ draft?: true; user?: Staff }> => {
  let previewing = false
  try {
    previewing = (await draftMode()).isEnabled
  } catch {
    // Outside a request (scripts, tests) there is no draft mode.
    return {}
  }
  if (!previewing) return {}
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() }).catch(() => ({ user: null }))
  const staff = asStaff(user)
  return staff && hasDuty(user, 'content') ? { draft: true, user: staff } : {}
})

/** The locale arguments of a read: `locale` when the caller knows it, the page's otherwise. */
async function inLanguage(locale: Locale | undefined) {
  return locale ? { locale, fallbackLocale: otherLocale(locale) } : contentLocale()
}
