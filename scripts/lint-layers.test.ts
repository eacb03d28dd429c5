import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** The layer rule in eslint.config.mjs: an import that points up a layer fails `npm run lint`. */
const eslint = new ESLint({ cwd: process.cwd() })

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

const fromFeature =
  "import { listPublishedNews } from '@/features/news/queries'\nexport const x = listPublishedNews\n"
const fromApp =
  "import { apiRoute } from '@/app/api/v1/_shared/api-route'\nexport const x = apiRoute\n"

// Loading the project's ESLint config takes seconds on a busy machine.
describe('layers point down (eslint.config.mjs)', { timeout: 60_000 }, () => {
  it('lib/ may import neither a feature nor a route', async () => {
    expect(await importErrors('src/lib/probe.ts', fromFeature)).toEqual([
      expect.stringContaining('features build on this folder'),
    ])
    expect(await importErrors('src/lib/probe.ts', fromApp)).toEqual([
      expect.stringContaining('routes build on this folder'),
    ])
  })

  it('a relative path does not get round the rule', async () => {
    const source = "import { x } from '../features/news/queries'\nexport const y = x\n"
    expect(await importErrors('src/lib/probe.ts', source)).toHaveLength(1)
  })

  it('collections, shared components (the admin panel’s too) and the layout may not import a feature', async () => {
    for (const file of [
      'src/collections/Users/probe.ts',
      'src/components/ui/probe.tsx',
      'src/components/layout/probe.tsx',
      'src/components/admin/probe.tsx',
      'src/access/probe.ts',
    ]) {
      expect(await importErrors(file, fromFeature), file).toHaveLength(1)
    }
  })

  it('features and routes may import features', async () => {
    expect(await importErrors('src/features/site/probe.ts', fromFeature)).toEqual([])
    expect(await importErrors('src/app/api/v1/probe/route.ts', fromFeature)).toEqual([])
  })
})
