/**
 * Payload's REST routes as they are mounted (`/api/[...slug]`, behind the staff door), called
 * the way a browser or a script calls them.
 */
import {
  DELETE as restDelete,
  GET as restGet,
  PATCH as restPatch,
  POST as restPost,
} from '@/app/(payload)/api/[...slug]/route'

import { SERVER } from './payload'

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
const HANDLERS = { GET: restGet, POST: restPost, PATCH: restPatch, DELETE: restDelete }

export type DoorOptions = {
  token?: string
  body?: unknown
  headers?: Record<string, string>
  /** The connection's address (the server stamps it on every request). */
  address?: string
}

let addressCount = 0
const newAddress = () => `192.0.2.${(addressCount += 1) % 250}`

/** One request through the mounted REST route, as a browser or script would send it. */
export async function door(method: Method, path: string, options: DoorOptions = {}) {
  const { token, body, headers = {}, address = newAddress() } = options
  const url = new URL(`${SERVER}/api${path}`)
  const request = new Request(url, {
    method,
    headers: {
      'x-socket-address': address,
      ...(body !== undefined && !(body instanceof FormData)
        ? { 'content-type': 'application/json' }
        : {}),
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...headers,
    },
    body:
      body === undefined || body instanceof FormData || typeof body === 'string'
        ? body
        : JSON.stringify(body),
  })
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  const response = await HANDLERS[method](request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    // A file answer.
  }
  return { status: response.status, body: json, headers: response.headers }
}
