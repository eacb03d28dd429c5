import { describe, expect, it } from 'vitest'

import { CATALOGUES } from './catalogues'

type Tree = { [key: string]: string | Tree }

/** Every message as 'Namespace.key' → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(name, value)
    else for (const [k, v] of flatten(value, name)) out.set(k, v)
  }
  return out
}

/** The ICU arguments a message uses ({name}, {count, plural, …}). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]).sort()

describe('message catalogues', () => {
  const en = flatten(CATALOGUES.en as unknown as Tree)
  const bn = flatten(CATALOGUES.bn as unknown as Tree)

  it('Bangla has exactly the English keys', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort())
  })

  it('every Bangla message keeps the English placeholders and is not left empty', () => {
    for (const [key, text] of en) {
      const translated = bn.get(key) ?? ''
      expect(translated.trim(), key).not.toBe('')
      expect(placeholders(translated), key).toEqual(placeholders(text))
    }
  })
})
