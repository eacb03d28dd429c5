import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getSchoolName } from '@/features/settings/queries'
import { localePath, pageAlternates, type Locale } from '@/i18n/locales'
import { enterItemPage, enterLocale, type ItemParams, type LocaleParams } from '@/i18n/server'
import { TRUNCATE, truncate } from '@/lib/format'
import { pageTitle } from '@/lib/page-title'

/** The whole catalogue's translator: pages name their texts by full key ('News.title'). */
export type Translate = Awaited<ReturnType<typeof getTranslations<never>>>
export type MessageKey = Parameters<Translate>[0]

/** What every page's description may draw on. */
export type PageContext = { t: Translate; locale: Locale; schoolName: string }

type AlternateTypes = NonNullable<Metadata['alternates']>['types']

/** What a page says about itself; the school's name, the language alternates and sharing are added. */
export type PageSummary = {
  title: string
  description?: string | null
  /** Feeds or files the page offers in other formats (`<link rel="alternate" type=…>`). */
  types?: AlternateTypes
}

type PageOptions = {
  /** Kept out of search engines: search results and later pages of a list. */
  noindex?: true
}

/** The language alternates of `path`, with any other formats the page offers. */
function alternatesOf(path: string, locale: Locale, types: AlternateTypes | undefined) {
  const alternates = pageAlternates(path, locale)
  return types ? { ...alternates, types } : alternates
}

async function pageContext(locale: Locale): Promise<PageContext> {
  const [schoolName, t] = await Promise.all([getSchoolName(), getTranslations({ locale })])
  return { t, locale, schoolName }
}

/**
 * `generateMetadata` for the page at `path`: '{title} | {school}', its language alternates and,
 * when it has a description, a link preview with the same title and description.
 */
export function pageMetadata(
  path: string,
  describe: (page: PageContext) => PageSummary | Promise<PageSummary>,
  options: PageOptions = {},
) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const page = await pageContext(await enterLocale(params))
    const { description, types, ...summary } = await describe(page)
    const title = pageTitle(summary.title, page.schoolName)
    const metadata: Metadata = { title, alternates: alternatesOf(path, page.locale, types) }
    if (options.noindex) metadata.robots = { index: false }
    if (!description) return metadata
    const url = localePath(path, page.locale)
    return { ...metadata, description, openGraph: { title, description, url } }
  }
}

/** The address parameters of a list's search results or later page (`list/<kind>`). */
export type ResultsPageProps = LocaleParams & {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** `generateMetadata` for a search or later page of the list at `path`: titled as the list. */
export function resultsPageMetadata(path: string, titleKey: MessageKey) {
  return pageMetadata(path, ({ t }) => ({ title: t(titleKey) }), { noindex: true })
}

/**
 * `generateMetadata` for a page that is nobody's search result and has no language alternates:
 * sign-in and sign-up forms, one's own profile.
 */
export function privatePageMetadata(titleKey: MessageKey, extra: Metadata = {}) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const { t, schoolName } = await pageContext(await enterLocale(params))
    return { title: pageTitle(t(titleKey), schoolName), robots: { index: false }, ...extra }
  }
}

/** What a page says about its item; the description is cut to a search result's length. */
export type ItemSummary = PageSummary & {
  path: string
  /** A link preview titled by the item itself; `article` for stories. */
  preview?: { title: string; article?: true }
}

/**
 * `generateMetadata` for a page about one item: described by `describe` once `load` finds it,
 * titled `notFoundTitle` when it does not. `robots` applies to both.
 */
export function itemPageMetadata<Item>({
  load,
  notFoundTitle,
  describe,
  robots,
}: {
  load: (id: string) => Promise<Item | null | undefined>
  notFoundTitle: MessageKey
  describe: (item: Item, page: PageContext) => ItemSummary
  robots?: Metadata['robots']
}) {
  return async function generateMetadata({ params }: ItemParams): Promise<Metadata> {
    const { locale, id } = await enterItemPage(params)
    const [page, item] = await Promise.all([pageContext(locale), load(id)])
    const found = item ? describe(item, page) : null
    const extra = robots ? { robots } : {}
    if (!found) return { title: pageTitle(page.t(notFoundTitle), page.schoolName), ...extra }
    const { title, path, preview, types } = found
    const description = truncate(found.description, TRUNCATE.metaDescription) || undefined
    const metadata: Metadata = {
      title: pageTitle(title, page.schoolName),
      description,
      alternates: alternatesOf(path, locale, types),
      ...extra,
    }
    if (!preview) return metadata
    const url = localePath(path, locale)
    const type = preview.article ? { type: 'article' as const } : {}
    return { ...metadata, openGraph: { title: preview.title, description, url, ...type } }
  }
}

/** `generateStaticParams` of item pages: the ids of the items rendered at build time. */
export async function idParams(ids: Promise<number[]>): Promise<{ id: string }[]> {
  return (await ids).map((id) => ({ id: String(id) }))
}
