import { execFileSync, spawn } from 'node:child_process'

export type LocalServer = {
  url: string
  /** Resident memory of the server's processes together, in MB. */
  memoryMb: () => number
  stop: () => void
}

/**
 * Builds if needed and starts the production site on localhost with its own seeded database
 * (`data/<name>`, build in `.builds/<name>`), the way `npm start` does, and waits until it
 * answers. Its build includes the benchmark's control page (`/bench-control`), which the
 * production build leaves out.
 */
/** The database, media and outbox of a local server named `name`, all under data/<name>. */
export function databaseEnv(name: string) {
  return {
    DATABASE_URL: `file:./data/${name}/school.db`,
    MEDIA_DIR: `data/${name}/media`,
    DOCUMENTS_DIR: `data/${name}/documents`,
    OUTBOX_DIR: `data/${name}/outbox`,
  }
}

/** The build folder of the local server `name`; every extra build lives under .builds/. */
export const buildDir = (name: string) => `.builds/${name}`

export async function startLocalServer(
  name: string,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<LocalServer> {
  const url = `http://localhost:${port}`
  const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      SERVER_URL: url,
      ...databaseEnv(name),
      NEXT_DIST_DIR: buildDir(name),
      BENCH_CONTROL: '1',
      ...extraEnv,
    },
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = chunk.toString()
    if (/›|error/i.test(text)) process.stdout.write(text)
  })
  const pgid = child.pid as number
  const stop = () => {
    try {
      process.kill(-pgid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  process.once('exit', stop)
  process.once('SIGINT', () => {
    stop()
    process.exit(130)
  })

  const deadline = Date.now() + 15 * 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit ${child.exitCode}).`)
    const ok = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false)
    if (ok) {
      const memoryMb = () => {
        const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' })
        const kb = out
          .split('\n')
          .map(Number)
          .filter(Number.isFinite)
          .reduce((a, b) => a + b, 0)
        return Math.round(kb / 1024)
      }
      return { url, memoryMb, stop }
    }
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  stop()
  throw new Error(`The server did not answer at ${url} within 15 minutes.`)
}

/** The first id of a list call of /api/v1 (its `data` array, or `data.data`). */
export async function firstId(url: string): Promise<number> {
  const body = (await (await fetch(url)).json()) as {
    data: { id: number }[] | { data: { id: number }[] }
  }
  const list = Array.isArray(body.data) ? body.data : body.data.data
  const id = list[0]?.id
  if (id === undefined) throw new Error(`No item at ${url}`)
  return id
}
