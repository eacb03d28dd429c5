import type { CollectionConfig, Config, TaskConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { featurePlugin } from './feature-plugin'

const own = () => undefined
const added = () => undefined
const endpoint = { path: '/plan', method: 'post' as const, handler: () => Response.json({}) }
const task = { slug: 'sendBroadcast', handler: () => ({ output: {} }) } as unknown as TaskConfig

const config = (): Config =>
  ({
    collections: [
      { slug: 'broadcasts', fields: [], hooks: { afterChange: [own] } },
      { slug: 'news', fields: [], hooks: { afterChange: [own] } },
    ] satisfies CollectionConfig[],
    jobs: { tasks: [{ slug: 'sendEmail' } as unknown as TaskConfig] },
  }) as unknown as Config

describe('a feature’s plugin', () => {
  it('adds its hooks after the collection’s own, its endpoints and its job tasks, in order', async () => {
    const plugin = featurePlugin(
      {
        broadcasts: {
          hooks: { afterChange: [added], beforeChange: [added] },
          endpoints: [endpoint],
        },
      },
      [task],
    )
    const result = await plugin(config())
    const [broadcasts, news] = result.collections!
    expect(broadcasts!.hooks?.afterChange).toEqual([own, added])
    expect(broadcasts!.hooks?.beforeChange).toEqual([added])
    expect(broadcasts!.endpoints).toEqual([endpoint])
    expect(news!.hooks?.afterChange).toEqual([own])
    expect(news!.endpoints).toBeUndefined()
    expect(result.jobs?.tasks?.map((each) => each.slug)).toEqual(['sendEmail', 'sendBroadcast'])
  })

  it('leaves the hooks a collection shares with others as they were', async () => {
    const shared = { afterChange: [own] }
    const input = config()
    input.collections![0]!.hooks = shared
    await featurePlugin({ broadcasts: { hooks: { afterChange: [added] } } })(input)
    expect(shared.afterChange).toEqual([own])
  })
})
