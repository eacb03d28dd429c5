import { randomUUID } from 'node:crypto'

import type { SmsProvider, SmsResult } from './provider'

/** A bulk-SMS gateway's address, credentials, and the names it uses (docs/integrations.md, "SMS gateways"). */
export type HttpGatewaySettings = {
  url: string
  method: 'GET' | 'POST'
  /** How a POST carries its fields: an HTML form body or a JSON object. */
  body: 'form' | 'json'
  apiKey: string
  senderId: string
  fields: { apiKey: string; sender: string; to: string; text: string; reference?: string }
  /** Fixed fields the gateway also wants, e.g. `type=text`. */
  extra: Record<string, string>
  /** Where the answer says whether it took the message, and which values mean yes. */
  successField: string
  successValues: string[]
  errorField: string
  idField: string
  timeoutMs: number
}

/** A value deep in a JSON answer by dotted path (`data.request_id`, `smsinfo.0.reference_id`). */
function valueAt(answer: unknown, dottedPath: string): unknown {
  let value = answer
  for (const key of dottedPath.split('.')) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : ''

/** Sends through any HTTP bulk-SMS gateway whose request and answer the settings describe. */
export function httpGatewayProvider(settings: HttpGatewaySettings): SmsProvider {
  return {
    id: 'http-gateway',
    async send(to, text): Promise<SmsResult> {
      const fields: Record<string, string> = {
        ...settings.extra,
        [settings.fields.apiKey]: settings.apiKey,
        [settings.fields.to]: to,
        [settings.fields.text]: text,
      }
      if (settings.senderId) fields[settings.fields.sender] = settings.senderId
      if (settings.fields.reference) fields[settings.fields.reference] = randomUUID()
      const url = new URL(settings.url)
      const init: RequestInit = {
        method: settings.method,
        signal: AbortSignal.timeout(settings.timeoutMs),
        headers: { accept: 'application/json' },
      }
      if (settings.method === 'GET') {
        for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value)
      } else if (settings.body === 'json') {
        init.body = JSON.stringify(fields)
        init.headers = { ...init.headers, 'content-type': 'application/json' }
      } else {
        init.body = new URLSearchParams(fields)
      }

      let response: Response
      let answerText: string
      try {
        response = await fetch(url, init)
        answerText = await response.text()
      } catch (err) {
        const timedOut = err instanceof Error && err.name === 'TimeoutError'
        return {
          ok: false,
          retry: true,
          reason: timedOut
            ? `No answer from the gateway within ${settings.timeoutMs / 1000} s`
            : `Gateway unreachable: ${err instanceof Error ? err.message : String(err)}`,
        }
      }
      if (response.status >= 500 || response.status === 429)
        return {
          ok: false,
          retry: true,
          reason: `Gateway busy or failing (HTTP ${response.status})`,
        }

      let answer: unknown
      try {
        answer = JSON.parse(answerText)
      } catch {
        // The gateway may have taken it; sending again could send twice, so it is reported.
        return {
          ok: false,
          retry: false,
          reason: `Unreadable gateway answer (HTTP ${response.status})`,
        }
      }
      const verdict = asText(valueAt(answer, settings.successField))
      if (response.ok && settings.successValues.includes(verdict))
        return { ok: true, messageId: asText(valueAt(answer, settings.idField)) || null }
      const said = asText(valueAt(answer, settings.errorField))
      return {
        ok: false,
        retry: false,
        reason: said || `Refused by the gateway (${verdict || response.status})`,
      }
    },
  }
}
