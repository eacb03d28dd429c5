/**
 * Fails when features import each other in a circle (accounts → profile → accounts): each
 * feature must sit on the ones it uses, so one can be read, tested and changed without the
 * others. Reads every import of `src/features/<name>/…` (through `@/features/` or a relative
 * path), draws the graph of features and prints each circle with one import that closes it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const FEATURES = path.join('src', 'features')
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** An edge of the graph: `from` imports `to`, first seen in `file`. */
export type FeatureImport = { from: string; to: string; file: string }

/** The feature a module path names, or null when it is outside `src/features`. */
export function featureOf(specifier: string, importer: string): string | null {
  const target = specifier.startsWith('@/features/')
    ? specifier.slice('@/features/'.length)
    : specifier.startsWith('.')
      ? path.relative(FEATURES, path.join(path.dirname(importer), specifier))
      : null
  if (!target || target.startsWith('..')) return null
  const [name, rest] = target.split(/[\\/]/, 2)
  return name && rest !== undefined ? name : null
}

/** The imports between features found in the source files under `src/features`. */
export function featureImports(root = process.cwd()): FeatureImport[] {
  const found = new Map<string, FeatureImport>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const from = file.split(path.sep)[2]!
        for (const match of readFileSync(path.join(root, file), 'utf8').matchAll(IMPORT)) {
          const to = featureOf(match[1] ?? match[2]!, file)
          if (to && to !== from && !found.has(`${from}>${to}`))
            found.set(`${from}>${to}`, { from, to, file })
        }
      }
    }
  }
  walk(FEATURES)
  return [...found.values()]
}

/** Every circle of the graph, each as its features in order (Tarjan's strongly connected sets). */
export function featureCycles(imports: FeatureImport[]): string[][] {
  const next = new Map<string, string[]>()
  for (const { from, to } of imports) next.set(from, [...(next.get(from) ?? []), to])
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const cycles: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
    }
    if (low.get(node) === index.get(node)) {
      const set: string[] = []
      let member: string
      do {
        member = stack.pop()!
        set.push(member)
      } while (member !== node)
      if (set.length > 1) cycles.push(set.sort())
    }
  }
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node)
  return cycles
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const imports = featureImports()
  const cycles = featureCycles(imports)
  if (cycles.length === 0) {
    console.log(`Features import each other in no circle (${imports.length} imports between them).`)
  } else {
    for (const cycle of cycles) {
      console.error(`Features in a circle: ${cycle.join(', ')}`)
      for (const edge of imports.filter((e) => cycle.includes(e.from) && cycle.includes(e.to)))
        console.error(`  ${edge.from} → ${edge.to} (${edge.file})`)
    }
    process.exitCode = 1
  }
}
