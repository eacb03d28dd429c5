import { mediaPath } from '@/lib/dto'
import type { CampusGallery } from '@/payload-types'

export type GalleryItemDto = {
  id: number
  title: string
  description: string | null
  image: string | null
  static_status: number
}

export function toGalleryItemDto(item: CampusGallery): GalleryItemDto {
  return {
    id: item.id,
    title: item.title,
    description: item.description ?? null,
    image: mediaPath(item.image),
    static_status: Number(item.static_status),
  }
}
