import { describe, expect, it } from 'vitest'

import { forgetCode, keepCode, sendCheckIn, waitingCodes } from './check-in-sender'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const answering =
  (status: number, body: unknown): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('the gate phone', () => {
  it('keeps each waiting code once, oldest first, and forgets it once answered', () => {
    const storage = memoryStorage()
    keepCode(storage, 'first')
    keepCode(storage, 'second')
    expect(keepCode(storage, 'first')).toEqual(['first', 'second'])
    expect(forgetCode(storage, 'first')).toEqual(['second'])
    expect(waitingCodes(storage)).toEqual(['second'])
  })

  it('reads a damaged queue as empty', () => {
    const storage = memoryStorage()
    storage.setItem('check-in-queue', '{not json')
    expect(waitingCodes(storage)).toEqual([])
  })

  it('reads an admission as who the card is for', async () => {
    const answer = await sendCheckIn(
      'code-1',
      answering(200, {
        success: true,
        message: 'admitted',
        data: {
          status: 'admitted',
          name: 'Rahima Khatun',
          ticket: 'Member',
          admitted_at: '2027-01-10T04:00:00.000Z',
          payment: 'free',
        },
      }),
    )
    expect(answer).toEqual({
      kind: 'admitted',
      code: 'code-1',
      message: 'Admitted: Rahima Khatun, Member. Free ticket.',
    })
  })

  it('tells a refusal from a request that got no answer', async () => {
    const refused = await sendCheckIn(
      'forged',
      answering(422, {
        success: false,
        message: 'Please correct the highlighted fields.',
        errors: { code: ['This is not an entry card of a reunion.'] },
      }),
    )
    expect(refused).toMatchObject({
      kind: 'refused',
      message: 'This is not an entry card of a reunion.',
    })
    const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'))
    expect(await sendCheckIn('code-2', offline)).toEqual({ kind: 'no answer', code: 'code-2' })
    const gateway: typeof fetch = async () => new Response('Bad gateway', { status: 502 })
    expect(await sendCheckIn('code-3', gateway)).toEqual({ kind: 'no answer', code: 'code-3' })
  })
})
