import { describe, expect, it } from 'vitest'

import { repeatSlides } from './carousel.client'

describe('carousel slides repeated to a count', () => {
  it('cycles a short list in order until it has that many', () => {
    const slides = repeatSlides(['a', 'b', 'c'], 20)
    expect(slides).toHaveLength(20)
    expect(slides.slice(0, 7)).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a'])
    expect(slides[19]).toBe('b')
  })

  it('leaves a list that is long enough, an empty list or no count alone', () => {
    const long = Array.from({ length: 25 }, (_, i) => i)
    expect(repeatSlides(long, 20)).toBe(long)
    expect(repeatSlides([], 20)).toEqual([])
    expect(repeatSlides(['a'], undefined)).toEqual(['a'])
  })
})
