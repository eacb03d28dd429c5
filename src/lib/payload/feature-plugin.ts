import type { CollectionConfig, Endpoint, Plugin, TaskConfig } from 'payload'

type Hooks = NonNullable<CollectionConfig['hooks']>

/** What a feature adds to one collection: hooks run after the collection's own, and endpoints. */
export type CollectionBehaviour = { hooks?: Hooks; endpoints?: Endpoint[] }

/**
 * A Payload plugin through which a feature gives collections their behaviour (see
 * src/feature-plugins.ts): `behaviour` by collection slug, and the job tasks the feature runs.
 */
export function featurePlugin(
  behaviour: Record<string, CollectionBehaviour>,
  tasks: TaskConfig[] = [],
): Plugin {
  return (config) => ({
    ...config,
    collections: config.collections?.map((collection) => {
      const added = behaviour[collection.slug]
      if (!added) return collection
      const hooks: Hooks = { ...collection.hooks }
      for (const [name, more] of Object.entries(added.hooks ?? {}) as [keyof Hooks, unknown[]][])
        (hooks as Record<string, unknown[]>)[name] = [...(hooks[name] ?? []), ...more]
      return {
        ...collection,
        hooks,
        endpoints: [...(collection.endpoints || []), ...(added.endpoints ?? [])],
      }
    }),
    jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), ...tasks] },
  })
}
