import 'server-only'

import { API_LIMITS } from '@/lib/api-rate-limits'
import { dhakaDateTime } from '@/lib/dhaka-days'
import { NotFoundError } from '@/lib/errors'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { numberOfStopCode } from '@/lib/sms/stop-link'
import { readSubmission, type Sender, type Submission } from '@/lib/submission'

export const STOP_LINK_UNKNOWN =
  'This link is not one the school sent. Please ask the school office.'
export const SMS_STOPPED = 'Done. The school will send no more SMS to this number.'

/** Whether the number a stop code names already asked for no SMS (null: not a school link). */
export async function stopStatus(
  code: string,
): Promise<{ number: string; stopped: boolean } | null> {
  const number = numberOfStopCode(code)
  if (!number) return null
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'sms-opt-outs',
    where: { phone: { equals: number } },
    // The link's holder asks about the number the link was sent to; nothing else is read.
    overrideAccess: true,
  })
  return { number, stopped: totalDocs > 0 }
}

/**
 * The stop link at the end of every SMS the school sends: its page's button puts the number on the
 * opt-out list, with no one at the office involved. The link names its number under the site's
 * secret (lib/sms/stop-link), so it stops only the phone it was sent to.
 */
export async function stopSms(submission: Submission, sender: Sender) {
  await API_LIMITS.smsStopByAddress.consume(sender.address)
  const input = await readSubmission(submission)
  const status = await stopStatus(String(input.code ?? ''))
  if (!status) throw new NotFoundError(STOP_LINK_UNKNOWN)
  if (status.stopped) return { message: SMS_STOPPED }
  const payload = await getPayloadClient()
  try {
    await payload.create({
      collection: 'sms-opt-outs',
      data: {
        phone: status.number,
        note: `By the stop link in an SMS, ${dhakaDateTime(new Date())} — এসএমএসের বন্ধ করার লিংক থেকে`,
      },
      // The number's owner asked, by the link only that phone received.
      overrideAccess: true,
    })
  } catch (error) {
    // The same link pressed twice at once: the first stored it.
    if (!(await stopStatus(String(input.code)))?.stopped) throw error
  }
  return { message: SMS_STOPPED }
}
