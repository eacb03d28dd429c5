import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { SCENES } from '../demo/school'
import { sceneIndexFor } from '../images'
import { portraitSvg } from './portraits'
import { MOTIFS, sceneSvg } from './scenes'

const caption = (title: string) => SCENES[sceneIndexFor(SCENES, title)]?.caption

describe('demo pictures', () => {
  it('draws every subject as a picture with nothing written in it', async () => {
    for (const [i, motif] of MOTIFS.entries()) {
      const svg = sceneSvg(motif, i)
      expect(svg, motif).not.toMatch(/<text/)
      const { width, height } = await sharp(Buffer.from(svg)).metadata()
      expect([width, height], motif).toEqual([1200, 675])
    }
  })

  it('draws the same picture from the same seed, and another from another', () => {
    expect(sceneSvg('building', 1)).toBe(sceneSvg('building', 1))
    expect(sceneSvg('building', 1)).not.toBe(sceneSvg('building', 2))
  })

  it('gives each scene a subject of its own, and every subject a scene', () => {
    expect(new Set(SCENES.map((s) => s.motif)).size).toBe(SCENES.length)
    expect(new Set(SCENES.map((s) => s.motif))).toEqual(new Set(MOTIFS))
  })

  it('illustrates a title with the picture of what it names', () => {
    expect(caption('Spring Festival (Basanta Utsab)')).toBe('Spring festival')
    expect(caption('Victory Day Cultural Programme')).toBe('Victory Day')
    expect(caption('Free eye camp for students and guardians')).toBe('Health camp')
    expect(caption('Solar panels now power the computer lab')).toBe('Rooftop solar panels')
    // A word inside another word does not count ('art' in 'start').
    expect(sceneIndexFor(SCENES, 'A fresh start')).toBe(-1)
  })

  it('draws a person as a face, the same every time, and different people differently', () => {
    const nabila = portraitSvg({ name: 'Nabila Rahman', gender: 'Female', age: 'young' })
    expect(nabila).toBe(portraitSvg({ name: 'Nabila Rahman', gender: 'Female', age: 'young' }))
    expect(nabila).not.toBe(portraitSvg({ name: 'Ayesha Siddika', gender: 'Female', age: 'young' }))
    expect(nabila).not.toMatch(/<text/)
    // Eyes and a mouth: a face, not initials on a disc.
    expect(nabila.match(/<ellipse cx="(170|230)" cy="182"/g)).toHaveLength(2)
  })
})
