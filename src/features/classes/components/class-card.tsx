import { Link } from '@/components/ui/link.client'
import { MediaImage } from '@/components/ui/media-image'
import { truncate, TRUNCATE } from '@/lib/format'
import type { Class } from '@/payload-types'

/** A class on the home page: picture, name and short description, the whole card a link. */
export function ClassCard({ item }: { item: Class }) {
  return (
    <Link
      href={`/class/${item.id}`}
      className="group block h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md focus-visible:outline-3 focus-visible:outline-accent-500"
    >
      <MediaImage
        media={item.image}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        className="aspect-video w-full object-cover"
      />
      <span className="block p-5">
        <span className="block text-lg font-semibold text-slate-900 group-hover:text-brand-700">
          {item.name}
        </span>
        <span className="mt-2 block text-sm text-slate-600">
          {truncate(item.short_description, TRUNCATE.classDescription)}
        </span>
      </span>
    </Link>
  )
}
