/**
 * A bulk-SMS gateway on a local port that speaks like BulkSMSBD (the adapter's default settings):
 * a form post with api_key, senderid, number and message, answered with `response_code` 202 or an
 * error code. Each number can be told how to answer its next requests: accept, refuse the number,
 * never answer (a timeout), or fail with HTTP 503.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type GatewayAnswer = 'ok' | 'reject' | 'timeout' | 'error'

export type GatewayRequest = { number: string; message: string; answer: GatewayAnswer }

export const FAKE_GATEWAY_KEY = 'fake-gateway-key'

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startFakeSmsGateway() {
  const requests: GatewayRequest[] = []
  const scripts = new Map<string, GatewayAnswer[]>()
  const silent: ServerResponse[] = []
  let nextId = 1
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const fields = new URLSearchParams(body)
      const number = fields.get('number') ?? ''
      const wrongKey = fields.get('api_key') !== FAKE_GATEWAY_KEY
      const answer = wrongKey ? 'reject' : (scripts.get(number)?.shift() ?? 'ok')
      requests.push({ number, message: fields.get('message') ?? '', answer })
      if (answer === 'timeout') {
        silent.push(res)
        return
      }
      if (answer === 'error') {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable')
        return
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify(
          answer === 'ok'
            ? {
                response_code: 202,
                message_id: nextId++,
                success_message: 'SMS Submitted Successfully',
              }
            : {
                response_code: 1001,
                error_message: wrongKey ? 'Api key not correct' : 'Invalid Number',
              },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api/smsapi`,
    requests,
    /** How the gateway answers this number's next requests, in order (then: accept). */
    script(number: string, ...answers: GatewayAnswer[]) {
      scripts.set(number, answers)
    },
    /** Messages the gateway accepted. */
    accepted: () => requests.filter((r) => r.answer === 'ok'),
    async close() {
      for (const res of silent) res.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export type FakeSmsGateway = Awaited<ReturnType<typeof startFakeSmsGateway>>

/**
 * Starts the fake gateway and points the app's SMS settings at it. Call it from `vi.hoisted`, so
 * it runs before the app reads its environment.
 */
export async function useFakeSmsGateway(settings: Record<string, string> = {}) {
  const gateway = await startFakeSmsGateway()
  Object.assign(process.env, {
    SMS_GATEWAY_URL: gateway.url,
    SMS_API_KEY: FAKE_GATEWAY_KEY,
    ...settings,
  })
  return gateway
}
