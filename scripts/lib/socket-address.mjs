/**
 * Loaded into the server process (`node --import`): stamps each request with the address of the
 * connection it came on, in a header no client can set (any value a client sent is overwritten).
 * Next.js keeps a client's own X-Forwarded-For, so without this the app could not tell a visitor
 * who rotates that header from many visitors. The rate limits read it (src/lib/rate-limit.ts).
 */
import { subscribe } from 'node:diagnostics_channel'

const HEADER = 'x-socket-address'

// Published for every request before the server's 'request' listeners run.
subscribe('http.server.request.start', ({ request, socket }) => {
  request.headers[HEADER] = socket?.remoteAddress ?? ''
})
