/**
 * Demo pictures drawn at seed time (no downloads): flat illustrations of school life, portraits of
 * the demo's people and the school's emblem, rendered by sharp and uploaded to the media
 * collection. Nothing is written into a picture; captions come from the content. Staff replace
 * them from the admin.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'

import { EMBLEM_SVG } from '@/lib/brand'

import { portraitSvg, type Sitter } from './pictures/portraits'
import { sceneSvg, type Motif } from './pictures/scenes'

export type Scene = {
  caption: string
  motif: Motif
  /** Words (starts of words) in a title that this picture illustrates. */
  words: readonly string[]
}

/** Draws an SVG into a JPEG; Payload re-encodes it to WebP sizes on upload. */
function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer()
}

/**
 * Draws a scene 800 pixels wide, losslessly: enough for a phone's full-width picture, and the
 * WebP sizes Payload makes from clean flat colours stay light (a home page shows a dozen).
 */
function renderScene(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(800).png().toBuffer()
}

async function upload(
  payload: Payload,
  data: Buffer,
  name: string,
  alt: string,
  mimetype = 'image/jpeg',
): Promise<number> {
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype, name, size: data.length },
    context: { disableRevalidate: true },
  })
  return doc.id
}

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** The scene whose words `title` contains, the longest word winning; -1 when none does. */
export function sceneIndexFor(scenes: readonly Scene[], title: string): number {
  let best = -1
  let bestLength = 0
  for (const [i, scene] of scenes.entries()) {
    for (const word of scene.words) {
      const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      if (word.length > bestLength && new RegExp(`(^|[^a-z])${escaped}`, 'i').test(title)) {
        best = i
        bestLength = word.length
      }
    }
  }
  return best
}

export type ImagePool = {
  /** The n-th landscape picture, cycling through the pool. */
  scene: (n: number) => number
  /** The picture of what `title` is about, or the n-th one when no picture fits. */
  sceneFor: (title: string, n: number) => number
  /** An illustrated portrait of the person (made on first use, then reused). */
  portrait: (sitter: Sitter) => Promise<number>
  /** The school's emblem (the site's icon), for the logo setting. */
  logo: (alt: string) => Promise<number>
  /** Every landscape picture, for galleries and sliders. */
  scenes: number[]
}

/** Uploads one picture per scene and returns the pool the demo content draws from. */
export async function createImagePool(
  payload: Payload,
  sceneList: readonly Scene[],
): Promise<ImagePool> {
  // Drawing runs on sharp's thread pool in parallel; uploads stay sequential (one SQLite writer).
  const pictures = await Promise.all(
    sceneList.map((scene, i) => renderScene(sceneSvg(scene.motif, i + 1))),
  )
  const scenes: number[] = []
  for (const [i, scene] of sceneList.entries()) {
    const name = `${slugify(scene.caption)}.png`
    scenes.push(await upload(payload, pictures[i]!, name, scene.caption, 'image/png'))
  }
  const scene = (n: number) => scenes[((n % scenes.length) + scenes.length) % scenes.length]!
  const portraits = new Map<string, number>()
  return {
    scenes,
    scene,
    sceneFor: (title, n) => {
      const index = sceneIndexFor(sceneList, title)
      return index >= 0 ? scenes[index]! : scene(n)
    },
    portrait: async (sitter) => {
      const known = portraits.get(sitter.name)
      if (known) return known
      const picture = await render(portraitSvg(sitter))
      const id = await upload(
        payload,
        picture,
        `${slugify(sitter.name)}.jpg`,
        `Portrait of ${sitter.name}`,
      )
      portraits.set(sitter.name, id)
      return id
    },
    logo: async (alt) => {
      const picture = await sharp(Buffer.from(EMBLEM_SVG), { density: 144 })
        .resize(400, 400)
        .png()
        .toBuffer()
      return upload(payload, picture, 'school-emblem.png', alt, 'image/png')
    },
  }
}
