import { describe, expect, it } from 'vitest'

import { featureCycles, featureImports, featureOf } from './check-feature-cycles'

describe('features in a circle (npm run lint)', () => {
  it('names the feature an import reaches, through @/ or a relative path', () => {
    expect(featureOf('@/features/site/queries', 'src/features/news/feed.ts')).toBe('site')
    expect(featureOf('../site/queries', 'src/features/news/feed.ts')).toBe('site')
    expect(featureOf('../../site/x', 'src/features/news/components/a.tsx')).toBe('site')
    expect(featureOf('./queries', 'src/features/news/feed.ts')).toBe('news')
    expect(featureOf('@/lib/format', 'src/features/news/feed.ts')).toBeNull()
  })

  it('finds each circle, however long, and no circle where imports point one way', () => {
    const edge = (from: string, to: string) => ({ from, to, file: `src/features/${from}/x.ts` })
    expect(featureCycles([edge('a', 'b'), edge('b', 'c'), edge('a', 'c')])).toEqual([])
    expect(
      featureCycles([edge('accounts', 'profile'), edge('profile', 'accounts'), edge('x', 'y')]),
    ).toEqual([['accounts', 'profile']])
    expect(featureCycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a')])).toEqual([
      ['a', 'b', 'c'],
    ])
  })

  it('finds none among the features of this site', () => {
    const imports = featureImports()
    expect(imports.length).toBeGreaterThan(10)
    expect(featureCycles(imports)).toEqual([])
  })
})
