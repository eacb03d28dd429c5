/**
 * Loaded into the server process (`node --import`), beside socket-address.mjs: what keeps one
 * request from stopping the whole site.
 *
 * - Every request has a deadline (REQUEST_DEADLINE_MS, 30 s; a body over 1 MB, an upload, gets
 *   UPLOAD_DEADLINE_MS, 120 s). A request still running then is answered 503 in the page's
 *   language (or its connection closed, when its answer had begun) and logged with its route and
 *   request id; whatever the server still writes for it is dropped.
 * - The event loop is watched four times a second. A turn that took over 2 s is remembered for
 *   /api/health (src/lib/event-loop.ts), which then answers 503 for a while, so a load balancer
 *   takes the instance out until it is well.
 * - A watchdog thread ends the process when the event loop has not turned for WATCHDOG_MS (20 s),
 *   after logging where it is stuck; the process manager (`npm start`, systemd) starts it again.
 * - After SIGTERM, requests that finish in time finish; the process ends within 9 s regardless.
 *
 * It acts in `next start` only (or with SERVER_GUARD=1).
 */
import { subscribe } from 'node:diagnostics_channel'
import { randomUUID } from 'node:crypto'
import { writeSync } from 'node:fs'
import { Worker } from 'node:worker_threads'

/**
 * Only the server itself is guarded: NODE_OPTIONS reaches every process started beside it too
 * (a build, its workers, the database preparation), which must keep their own ways.
 */
const isServer = /[\\/]next$/.test(process.argv[1] ?? '') && process.argv[2] === 'start'

const REQUEST_DEADLINE_MS = Number(process.env.REQUEST_DEADLINE_MS) || 30_000
const UPLOAD_DEADLINE_MS = Number(process.env.UPLOAD_DEADLINE_MS) || 120_000
const WATCHDOG_MS = Number(process.env.WATCHDOG_MS ?? 20_000)
const UPLOAD_BYTES = 1024 * 1024
const TICK_MS = 250
const BLOCKED_MS = 2_000
const STOP_WITHIN_MS = 9_000

const REQUEST_ID_HEADER = 'x-request-id'
const PLAUSIBLE_ID = /^[\w.-]{8,128}$/

/** What a visitor reads when the site gave up on a request, in each language of the site. */
const TOO_SLOW = {
  en: {
    title: 'This took too long',
    text: 'The site could not finish this in time. Please try again in a minute.',
    reference: 'Reference',
    home: 'Home page',
  },
  bn: {
    title: 'অনেক বেশি সময় লেগেছে',
    text: 'সাইটটি সময়মতো কাজটি শেষ করতে পারেনি। এক মিনিট পরে আবার চেষ্টা করুন।',
    reference: 'রেফারেন্স',
    home: 'প্রথম পাতা',
  },
}

/** One JSON line, as the app's logger writes them, written at once (the loop may be stuck). */
function log(level, msg, fields = {}) {
  const line = { level, time: new Date().toISOString(), pid: process.pid, name: 'server', msg }
  writeSync(2, `${JSON.stringify({ ...line, ...fields })}\n`)
}

// ---------------------------------------------------------------------------------------------
// Request deadlines

const escape = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function pageLanguage(path) {
  return path === '/bn' || path.startsWith('/bn/') ? 'bn' : 'en'
}

function tooSlowAnswer(request, id) {
  const path = (request.url ?? '/').split('?')[0]
  const language = pageLanguage(path)
  const words = TOO_SLOW[language]
  const wantsPage = /text\/html/.test(request.headers.accept ?? '') && !path.startsWith('/api/')
  if (!wantsPage) {
    return {
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ success: false, message: words.text, reference: id }),
    }
  }
  const home = language === 'bn' ? '/bn' : '/'
  const body = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(words.title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>${escape(words.title)}</h1><p role="alert">${escape(words.text)}</p><p>${escape(words.reference)}: <code>${escape(id)}</code></p><p><a href="${home}">${escape(words.home)}</a></p></main></body></html>`
  return { type: 'text/html; charset=utf-8', body }
}

/** After the guard answered, the server's own late writes for this request go nowhere. */
function silence(response) {
  const self = () => response
  response.setHeader = self
  response.appendHeader = self
  response.removeHeader = () => undefined
  response.writeHead = self
  response.flushHeaders = () => undefined
  response.write = () => true
  response.end = self
}

function expire(request, response, limitMs) {
  if (response.writableEnded || response.destroyed) return
  const id = request.headers[REQUEST_ID_HEADER]
  const route = (request.url ?? '/').split('?')[0]
  log(50, 'Request ended at its deadline', {
    method: request.method,
    route,
    requestId: id,
    deadlineMs: limitMs,
    answered: !response.headersSent,
  })
  if (response.headersSent) {
    // Part of the answer is on its way; a clean end would pass a cut page off as whole.
    response.destroy()
    return
  }
  const { type, body } = tooSlowAnswer(request, id)
  const end = response.end.bind(response)
  response.writeHead(503, {
    'content-type': type,
    'cache-control': 'no-store',
    'retry-after': '60',
    connection: 'close',
    [REQUEST_ID_HEADER]: id,
  })
  silence(response)
  end(body)
}

function onRequest({ request, response }) {
  // Given here, so the deadline's log line and the app's own lines name the same request.
  if (!PLAUSIBLE_ID.test(request.headers[REQUEST_ID_HEADER] ?? ''))
    request.headers[REQUEST_ID_HEADER] = randomUUID()
  const length = Number(request.headers['content-length'] ?? 0)
  const limitMs = length > UPLOAD_BYTES ? UPLOAD_DEADLINE_MS : REQUEST_DEADLINE_MS
  const timer = setTimeout(expire, limitMs, request, response, limitMs)
  timer.unref()
  // Late writes after the guard answered, or a client gone, must not end the process.
  response.on('error', () => undefined)
  response.once('close', () => clearTimeout(timer))
}

// ---------------------------------------------------------------------------------------------
// The event loop: health and the watchdog

/** Read by /api/health (src/lib/event-loop.ts); the key is shared across the app's bundles. */
const loop = { longestRecentMs: 0, lastBlockEndedAt: 0 }
const heartbeat = new BigInt64Array(new SharedArrayBuffer(8))
const beat = () => Atomics.store(heartbeat, 0, BigInt(Date.now()))

function watchTheLoop() {
  globalThis[Symbol.for('school.event-loop')] = loop
  beat()
  let last = performance.now()
  setInterval(() => {
    const now = performance.now()
    const turn = now - last
    last = now
    beat()
    if (turn - TICK_MS > BLOCKED_MS) {
      loop.longestRecentMs = Math.round(turn - TICK_MS)
      loop.lastBlockEndedAt = Date.now()
      log(40, 'The event loop was blocked', { blockedMs: loop.longestRecentMs })
    }
  }, TICK_MS).unref()
}

/**
 * The watchdog runs on its own thread, so it still runs when this one is stuck: it asks the
 * inspector where the main thread is (a stuck render or parse names itself), logs that, and ends
 * the process with SIGKILL, which no stuck code can delay.
 */
const WATCHDOG = `
const { workerData } = require('node:worker_threads')
const { writeSync } = require('node:fs')
const { heartbeat, limitMs, pid } = workerData
const log = (msg, fields) => writeSync(2, JSON.stringify({ level: 60, time: new Date().toISOString(), pid, name: 'server', msg, ...fields }) + '\\n')
function whereStuck(done) {
  let session
  const give = (frames) => { try { session && session.disconnect() } catch {} done(frames) }
  const timer = setTimeout(() => give([]), 2000)
  try {
    const { Session } = require('node:inspector')
    session = new Session()
    session.connectToMainThread()
    session.on('Debugger.paused', ({ params }) => {
      clearTimeout(timer)
      give(params.callFrames.slice(0, 12).map((f) => (f.functionName || '(anonymous)') + ' ' + f.url.split('/').slice(-3).join('/') + ':' + (f.location.lineNumber + 1)))
    })
    session.post('Debugger.enable', () => session.post('Debugger.pause'))
  } catch { clearTimeout(timer); give([]) }
}
setInterval(() => {
  const stuckMs = Date.now() - Number(Atomics.load(heartbeat, 0))
  if (stuckMs < limitMs) return
  whereStuck((frames) => {
    log('The event loop is stuck; ending the server so it is started again', { stuckMs, frames })
    process.kill(pid, 'SIGKILL')
  })
}, 1000)
`
function startWatchdog() {
  const watchdog = new Worker(WATCHDOG, {
    eval: true,
    workerData: { heartbeat, limitMs: WATCHDOG_MS, pid: process.pid },
    resourceLimits: { maxOldGenerationSizeMb: 16 },
    stdout: false,
    stderr: false,
  })
  watchdog.unref()
}

// ---------------------------------------------------------------------------------------------
// Shutdown

function boundTheShutdown() {
  process.once('SIGTERM', () => {
    // Next.js closes the server and waits for requests in flight; one that cannot finish must
    // not keep the process (and its port) alive.
    setTimeout(() => {
      log(40, 'Requests were still running after SIGTERM; ending now', {})
      process.exit(143)
    }, STOP_WITHIN_MS).unref()
  })
}

if (isServer || process.env.SERVER_GUARD === '1') {
  subscribe('http.server.request.start', onRequest)
  watchTheLoop()
  if (WATCHDOG_MS > 0) startWatchdog()
  boundTheShutdown()
}
