import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { FactTile } from '@/components/ui/fact-tile'
import { LeadImage } from '@/components/ui/lead-image'
import { RichText } from '@/components/ui/rich-text'
import { getClass, listClasses } from '@/features/classes/queries'
import { itemPageMetadata } from '@/features/content/page-metadata'
import { truncate, TRUNCATE } from '@/lib/format'
import { pageTitle } from '@/lib/page-title'
import { enterItemPage, type ItemParams } from '@/i18n/server'

/** Every class is rendered at build time; a class added later renders once on first visit. */
export async function generateStaticParams() {
  const classes = await listClasses()
  return classes.map((item) => ({ id: String(item.id) }))
}

export const generateMetadata = itemPageMetadata({
  load: getClass,
  notFoundTitle: 'ClassPage.notFoundTitle',
  describe: (item, { t, schoolName }) => ({
    title: t('ClassPage.title'),
    path: `/class/${item.id}`,
    description: truncate(item.short_description, TRUNCATE.description),
    preview: { title: pageTitle(item.name, schoolName) },
  }),
})

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

export default async function ClassPage({ params }: ItemParams) {
  const { id } = await enterItemPage(params)
  const [item, t] = await Promise.all([getClass(id), getTranslations('ClassPage')])
  if (!item) notFound()
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{item.name}</h1>
      {item.short_description ? (
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{item.short_description}</p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div>
          <LeadImage media={item.image} />
          <RichText data={item.long_description} className="mt-8" />
        </div>
        <aside className="space-y-4" aria-label={t('facts')}>
          <dl className="grid grid-cols-2 gap-3">
            <FactTile label={t('duration')}>{item.duration || t('notAvailable')}</FactTile>
            <FactTile label={t('fees')}>{item.fees || t('notAvailable')}</FactTile>
          </dl>
          <List title={t('subjects')} items={item.subject} />
          <List title={t('teachers')} items={item.teacher} />
          <List title={t('requirements')} items={item.requiredments} />
        </aside>
      </div>
    </article>
  )
}
