/** What the gateway said about one message. */
export type SmsResult =
  | { ok: true; messageId: string | null }
  /** `retry`: worth trying again later (no answer, gateway down); otherwise refused for good. */
  | { ok: false; retry: boolean; reason: string }

/**
 * One way of sending a text message. Broadcasts call `send` per recipient and never know which
 * gateway answers, so a new gateway is a new provider, not a change to sending (docs/integrations.md, "SMS gateways").
 */
export interface SmsProvider {
  readonly id: string
  /** `to` is always in 8801XXXXXXXXX form (phone-number.ts). */
  send(to: string, text: string): Promise<SmsResult>
}
