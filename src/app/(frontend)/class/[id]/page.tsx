import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { MediaImage } from '@/components/ui/media-image'
import { RichText } from '@/components/ui/rich-text'
import { getClass, listClasses } from '@/features/classes/queries'
import { getSchoolName } from '@/features/site/queries'
import { truncate, TRUNCATE } from '@/lib/format'
import { pageTitle } from '@/lib/page-title'

type Props = { params: Promise<{ id: string }> }

/** Every class is rendered at build time; a class added later renders once on first visit. */
export async function generateStaticParams() {
  const classes = await listClasses()
  return classes.map((item) => ({ id: String(item.id) }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const [schoolName, item] = await Promise.all([getSchoolName(), getClass(id)])
  if (!item) return { title: pageTitle('Class Not Found', schoolName) }
  const description = truncate(item.short_description, TRUNCATE.description) || undefined
  return {
    title: pageTitle('Class Details', schoolName),
    description,
    alternates: { canonical: `/class/${item.id}` },
    openGraph: { title: `${item.name} | ${schoolName}`, description, url: `/class/${item.id}` },
  }
}

function List({
  title,
  items,
}: {
  title: string
  items: { value: string; id?: string | null }[] | null | undefined
}) {
  if (!items?.length) return null
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      <ul className="mt-3 list-disc space-y-1 ps-5 text-slate-700">
        {items.map((item, i) => (
          <li key={item.id ?? i}>{item.value}</li>
        ))}
      </ul>
    </section>
  )
}

export default async function ClassPage({ params }: Props) {
  const { id } = await params
  const item = await getClass(id)
  if (!item) notFound()
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{item.name}</h1>
      {item.short_description ? (
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{item.short_description}</p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div>
          <MediaImage
            media={item.image}
            sizes="(min-width: 1024px) 720px, 100vw"
            priority
            className="aspect-video w-full rounded-2xl object-cover"
          />
          <RichText data={item.long_description} className="mt-8" />
        </div>
        <aside className="space-y-4" aria-label="Class facts">
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-2xl bg-brand-50 p-4">
              <dt className="text-sm text-slate-600">Duration</dt>
              <dd className="font-semibold text-brand-900">{item.duration || 'Not Available'}</dd>
            </div>
            <div className="rounded-2xl bg-brand-50 p-4">
              <dt className="text-sm text-slate-600">Fees</dt>
              <dd className="font-semibold text-brand-900">{item.fees || 'Not Available'}</dd>
            </div>
          </dl>
          <List title="Subjects" items={item.subject} />
          <List title="Teachers" items={item.teacher} />
          <List title="Admission requirements" items={item.requiredments} />
        </aside>
      </div>
    </article>
  )
}
