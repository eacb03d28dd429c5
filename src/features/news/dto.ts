import { flag, mediaPath, orNull, richTextHtml } from '@/lib/dto'
import { formatReadTime } from '@/lib/read-time'
import type { News } from '@/payload-types'

export type NewsDto = {
  id: number
  title: string
  media: string | null
  publish_date: string | null
  short_description: string | null
  author: string | null
  category: string | null
  read_time: string
  description: string
  is_featured: 1 | 0
  created_at: string
}

/** A news item; the article fields (author, category, description) are always included. */
export function toNewsDto(news: News): NewsDto {
  return {
    id: news.id,
    title: news.title,
    media: mediaPath(news.media),
    ...orNull(news, ['publish_date', 'short_description', 'author', 'category']),
    read_time: `${formatReadTime(news.read_time)} read`,
    description: richTextHtml(news.description),
    is_featured: flag(news.is_featured),
    created_at: news.createdAt,
  }
}
