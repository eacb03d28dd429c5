import type { Metadata } from 'next'
import { Link } from '@/components/ui/link.client'
import { notFound } from 'next/navigation'

import { MediaImage } from '@/components/ui/media-image'
import { RichText } from '@/components/ui/rich-text'
import { getNews, listRelatedNews } from '@/features/news/queries'
import { getSchoolName } from '@/features/site/queries'
import { formatDate, truncate } from '@/lib/format'
import { pageTitle } from '@/lib/page-title'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const [schoolName, item] = await Promise.all([getSchoolName(), getNews(id)])
  if (!item) return { title: pageTitle('Article not found', schoolName) }
  return {
    title: pageTitle(item.title, schoolName),
    description: truncate(item.short_description, 160) || undefined,
    alternates: { canonical: `/news/${item.id}` },
  }
}

/** The article view of a news item, with related news of the same category. */
export default async function NewsArticlePage({ params }: Props) {
  const { id } = await params
  const item = await getNews(id)
  if (!item) notFound()
  const related = await listRelatedNews(item.category, item.id)
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <MediaImage
        media={item.media}
        sizes="(min-width: 896px) 860px, 100vw"
        priority
        className="aspect-video w-full rounded-2xl object-cover"
      />
      <h1 className="mt-6 text-3xl font-bold text-brand-900 sm:text-4xl">{item.title}</h1>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
        <div className="flex gap-1">
          <dt>By</dt>
          <dd className="font-semibold">{item.author || 'Unknown'}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">Date</dt>
          <dd>{formatDate(item.publish_date)}</dd>
        </div>
        {item.category ? (
          <div className="flex gap-1">
            <dt>Category</dt>
            <dd className="font-semibold">{item.category}</dd>
          </div>
        ) : null}
      </dl>
      <RichText data={item.description} className="mt-6" />
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="text-xl font-bold text-brand-900">
            Related news
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {related.map((n) => (
              <li key={n.id} className="rounded-2xl border border-slate-200 p-4">
                <p className="text-xs text-slate-600">{formatDate(n.publish_date)}</p>
                <p className="mt-1 font-semibold text-slate-900">{truncate(n.title, 50)}</p>
                <Link
                  href={`/news-and-articles/${n.id}`}
                  className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
                  aria-label={`Read More: ${n.title}`}
                >
                  Read More →
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
