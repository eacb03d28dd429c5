/**
 * Payload's Local API skips every access rule unless told otherwise (`overrideAccess` defaults to
 * true). This reads the source and holds every Local API call to one habit: it says which it is,
 * `overrideAccess: false` (the rules apply) or `overrideAccess: true` with a comment saying why.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(__dirname, '../..')
const METHODS = new Set([
  'count',
  'countVersions',
  'create',
  'delete',
  'duplicate',
  'find',
  'findByID',
  'findDistinct',
  'findGlobal',
  'findVersions',
  'update',
  'updateGlobal',
])

/** `payload`, `req.payload`, `getPayloadClient()`-style names; not `createHmac(PAYLOAD_SECRET).update`. */
function isPayloadClient(receiver: ts.Expression): boolean {
  const name = ts.isIdentifier(receiver)
    ? receiver.text
    : ts.isPropertyAccessExpression(receiver)
      ? receiver.name.text
      : null
  return name !== null && /payload/i.test(name)
}

type Call = { where: string; overrideAccess: string | null; explained: boolean }

function localApiCalls(file: string): Call[] {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const lines = text.split('\n')
  const calls: Call[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      METHODS.has(node.expression.name.text) &&
      isPayloadClient(node.expression.expression)
    ) {
      const [options] = node.arguments
      const property =
        options && ts.isObjectLiteralExpression(options)
          ? options.properties.find((p) => p.name?.getText(source) === 'overrideAccess')
          : undefined
      const value =
        property && ts.isPropertyAssignment(property) ? property.initializer.getText(source) : null
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line
      const before = lines.slice(Math.max(0, line - 2), line).join('\n')
      calls.push({
        where: `${path.relative(SRC, file)}:${line + 1}`,
        overrideAccess: value,
        explained: /\/\/|\*\//.test(before) || /\/\//.test(node.getText(source)),
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return calls
}

const files = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .filter((f) => !f.startsWith('migrations') && f !== 'payload-types.ts')
  .map((f) => path.join(SRC, f))
const calls = files.flatMap(localApiCalls)

describe('Local API calls', () => {
  it('are found by the scan (it is not looking at nothing)', () => {
    expect(calls.length).toBeGreaterThan(30)
  })

  it('all say whether access rules apply', () => {
    expect(calls.filter((call) => call.overrideAccess === null).map((call) => call.where)).toEqual(
      [],
    )
  })

  it('that skip the access rules say why', () => {
    const unexplained = calls.filter((call) => call.overrideAccess === 'true' && !call.explained)
    expect(unexplained.map((call) => call.where)).toEqual([])
  })
})
