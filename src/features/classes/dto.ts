import { jsonList, mediaPath, orNull, richTextHtml, textValues } from '@/lib/dto'
import type { Class, StudentVideo } from '@/payload-types'

export type ClassDto = {
  id: number
  name: string
  image: string | null
  short_description: string | null
  duration: string | null
  fees: string | null
  long_description: string
  subject: string
  teacher: string
  requiredments: string
}

/** A class; subject, teacher and requiredments (spelled so) are JSON-encoded lists of text. */
export function toClassDto(item: Class): ClassDto {
  return {
    id: item.id,
    name: item.name,
    image: mediaPath(item.image),
    ...orNull(item, ['short_description', 'duration', 'fees']),
    long_description: richTextHtml(item.long_description),
    subject: jsonList(textValues(item.subject)),
    teacher: jsonList(textValues(item.teacher)),
    requiredments: jsonList(textValues(item.requiredments)),
  }
}

export type StudentVideoDto = {
  id: number
  title: string
  image: string | null
  video_link: string
}

export function toStudentVideoDto(video: StudentVideo): StudentVideoDto {
  return {
    id: video.id,
    title: video.title,
    image: mediaPath(video.image),
    video_link: video.video_link,
  }
}
