/**
 * Which of the browser's script files are the framework's own (React and Next.js, nothing of the
 * site's): the budget test holds content pages to the framework plus 15 KB of the site's code, so
 * it must tell the two apart. The client build writes their names to `framework-chunks.json` in
 * the build folder (not served: only `static/` is).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export const FRAMEWORK_CHUNKS_FILE = 'framework-chunks.json'

const FRAMEWORK_MODULE =
  /[\\/]node_modules[\\/](?:next|react|react-dom|scheduler|@swc[\\/]helpers)[\\/]/

// The few parts of webpack's API used here (Next.js bundles webpack without its types).
type ModuleLike = {
  resource?: string
  rootModule?: ModuleLike
  modules?: ModuleLike[]
  identifier(): string
}
type Chunk = { files: Iterable<string> }
type Compilation = {
  chunks: Iterable<Chunk>
  chunkGraph: { getChunkModulesIterable(chunk: Chunk): Iterable<ModuleLike> }
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } }
  emitAsset(file: string, source: unknown): void
}
type Compiler = {
  webpack: {
    sources: { RawSource: new (text: string) => unknown }
    Compilation: { PROCESS_ASSETS_STAGE_REPORT: number }
  }
  hooks: { thisCompilation: { tap(name: string, run: (compilation: Compilation) => void): void } }
}

/**
 * A module from React or Next.js (or a placeholder Next.js put there), or the bundler's own
 * runtime; a concatenated module only if all of its parts are.
 */
function isFrameworkModule(module: ModuleLike): boolean {
  if (module.modules) return module.modules.length > 0 && module.modules.every(isFrameworkModule)
  if (module.rootModule) return isFrameworkModule(module.rootModule)
  const name = module.resource ?? module.identifier()
  return FRAMEWORK_MODULE.test(name) || name.startsWith('webpack/runtime/')
}

/** Webpack plugin for the client build: lists the script files made only of framework modules. */
export class FrameworkChunksPlugin {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources
    compiler.hooks.thisCompilation.tap('FrameworkChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'FrameworkChunksPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const files: string[] = []
          for (const chunk of compilation.chunks) {
            const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
            if (modules.length === 0 || !modules.every(isFrameworkModule)) continue
            for (const file of chunk.files) if (file.endsWith('.js')) files.push(file)
          }
          compilation.emitAsset(
            FRAMEWORK_CHUNKS_FILE,
            new RawSource(JSON.stringify(files.sort(), null, 2)),
          )
        },
      )
    })
  }
}

/**
 * The framework's script paths as the browser asks for them (`/_next/static/chunks/…`): what
 * Next.js loads on every page of the app (its build manifest's root files: the bundler's runtime,
 * React, the router and its start-up) and every other file made only of framework modules.
 */
export function readFrameworkChunks(distDir: string): Set<string> {
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(distDir, file), 'utf8')) as unknown
  const { rootMainFiles } = read('build-manifest.json') as { rootMainFiles: string[] }
  const files = read(FRAMEWORK_CHUNKS_FILE) as string[]
  return new Set([...rootMainFiles, ...files].map((file) => `/_next/${file}`))
}
