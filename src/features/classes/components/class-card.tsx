import { PictureCard } from '@/features/content/components/picture-card'
import { truncate, TRUNCATE } from '@/lib/format'
import type { Class } from '@/payload-types'

/** A class on the home page: picture, name and short description, the whole card a link. */
export function ClassCard({ item }: { item: Class }) {
  return (
    <PictureCard href={`/class/${item.id}`} media={item.image} title={item.name} look="stacked">
      <span className="mt-2 block text-sm text-slate-600">
        {truncate(item.short_description, TRUNCATE.classDescription)}
      </span>
    </PictureCard>
  )
}
