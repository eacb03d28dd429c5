import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { service, waitForPort, type Service } from './processes'

export type NginxOptions = {
  /**
   * The `{{REAL_IP}}` lines: which sender in front of nginx is trusted to say, in
   * X-Forwarded-For, whose request it is. Empty when nginx faces the visitors itself.
   */
  realIp?: string
}

/** The committed nginx config with this run's port, instances and directory filled in. */
export function renderNginxConfig(
  template: string,
  listen: number,
  upstreams: number[],
  runDir: string,
  { realIp = '' }: NginxOptions = {},
) {
  const servers = upstreams
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`)
    .join('\n')
  const config = template
    .replaceAll('{{RUN_DIR}}', runDir)
    .replaceAll('{{LISTEN}}', `127.0.0.1:${listen}`)
    .replaceAll('{{UPSTREAM_SERVERS}}', servers)
    .replaceAll('{{REAL_IP}}', realIp)
  const left = config.match(/\{\{\w+\}\}/)
  if (left)
    throw new Error(`deploy/nginx.conf has a placeholder this run does not fill: ${left[0]}`)
  return config
}

/** nginx in the foreground with the rendered deploy/nginx.conf; pid, logs and temp files in `dir`. */
export async function startNginx(
  listen: number,
  upstreams: number[],
  dir: string,
  options: NginxOptions = {},
): Promise<Service> {
  mkdirSync(dir, { recursive: true })
  const template = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8')
  const confFile = path.join(dir, 'nginx.conf')
  writeFileSync(confFile, renderNginxConfig(template, listen, upstreams, dir, options))
  // `-t` first, so a broken config fails with nginx's own message.
  execFileSync(
    'nginx',
    ['-t', '-q', '-c', confFile, '-p', dir, '-e', path.join(dir, 'error.log')],
    {
      stdio: 'inherit',
    },
  )
  const nginx = service(
    'nginx',
    ['-c', confFile, '-p', dir, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    path.join(dir, 'nginx.out'),
  )
  await waitForPort(listen, 10_000, 'nginx')
  return nginx
}
