/** The OpenAPI document: well-formed 3.1, every $ref resolves, and it lists every route file. */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { GET as openapi } from '@/app/api/v1/openapi.json/route'

import { call } from './call'

type Doc = {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, Operation>>
  components: Record<string, Record<string, unknown>>
}
type Operation = {
  operationId: string
  parameters: { name: string; in: string; required: boolean; schema: unknown }[]
  responses: Record<string, { description: string }>
}

const API_DIR = path.resolve('src/app/api/v1')

/** `/event/details/{id}` for src/app/api/v1/event/details/[id]/route.ts, and so on. */
function routePaths(dir = API_DIR): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) {
      if (!entry.startsWith('_') && !entry.startsWith('[...')) found.push(...routePaths(full))
    } else if (entry === 'route.ts') {
      const rel = path.relative(API_DIR, dir).split(path.sep).join('/')
      found.push(`/${rel}`.replace(/\[(\w+)\]/g, '{$1}'))
    }
  }
  return found
}

function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, out))
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') out.push(v)
      else refs(v, out)
    }
  }
  return out
}

describe('GET openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every /api/v1 route', async () => {
    const res = await call(openapi, '/openapi.json')
    expect(res.status).toBe(200)
    const doc = res.body as unknown as Doc
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.title).toBeTruthy()
    const documented = Object.keys(doc.paths).sort()
    const onDisk = routePaths()
      .filter((p) => p !== '/openapi.json')
      .sort()
    expect(documented).toEqual(onDisk)
  })

  it('is well formed: unique operation ids, declared path parameters, resolvable $refs', async () => {
    const doc = (await call(openapi, '/openapi.json')).body as unknown as Doc
    const operationIds = new Set<string>()
    for (const [route, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(['get', 'post']).toContain(method)
        expect(operationIds.has(op.operationId)).toBe(false)
        operationIds.add(op.operationId)
        const declared = op.parameters.filter((p) => p.in === 'path').map((p) => p.name)
        const inPath = [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
        expect(declared).toEqual(inPath)
        for (const p of op.parameters) {
          expect(['path', 'query']).toContain(p.in)
          expect(p.schema).toBeTypeOf('object')
          if (p.in === 'path') expect(p.required).toBe(true)
        }
        expect(Object.keys(op.responses).length).toBeGreaterThan(1)
        for (const [status, response] of Object.entries(op.responses)) {
          expect(status).toMatch(/^[1-5]\d\d$/)
          expect(response.description).toBeTruthy()
        }
      }
    }
    for (const ref of refs(doc)) {
      const [, section, name] = ref.match(/^#\/components\/(\w+)\/(\w+)$/) ?? []
      expect(doc.components[section]?.[name], ref).toBeDefined()
    }
  })

  it('describes request bodies from the same zod schemas', async () => {
    type Body = { schema: { properties: Record<string, { enum?: string[] }>; required: string[] } }
    const doc = (await call(openapi, '/openapi.json')).body as unknown as {
      paths: Record<string, { post?: { requestBody: { content: Record<string, Body> } } }>
    }
    const body = (route: string) => doc.paths[route].post!.requestBody.content['application/json']
    expect(body('/contact_us/store').schema.required.sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ])
    const registration = body('/event-registration/store').schema
    expect(registration.properties.gender.enum).toEqual(['Male', 'Female', 'Other'])
    expect(registration.required).toContain('event_id')
    expect(registration.required).not.toContain('notes')
    expect(doc.paths['/alumni/store'].post!.requestBody.content).toHaveProperty(
      'multipart/form-data',
    )
  })
})
