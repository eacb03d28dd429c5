/**
 * The services several instances share, started on loopback for one test run: an S3-compatible
 * object store (s3rver, files in a temporary folder) and Redis when redis-server is installed.
 */
import { execFileSync } from 'node:child_process'

import { type ObjectStore, startObjectStore, startRedis } from '@scripts/cluster/services'
import { freePort } from './free-port'

export { startObjectStore }
export type RunningService = ObjectStore

export const redisInstalled = () => {
  try {
    execFileSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** A Redis server without persistence, and the REDIS_URL that points at it. */
export async function startTestRedis(dir: string): Promise<RunningService> {
  const port = await freePort()
  const redis = await startRedis(port, dir)
  return {
    env: { REDIS_URL: `redis://127.0.0.1:${port}` },
    stop: async () => {
      if (redis.process.exitCode !== null || redis.process.signalCode !== null) return
      const exited = new Promise((resolve) => redis.process.once('exit', resolve))
      redis.stop()
      await exited
    },
  }
}
