import type { CollectionAfterChangeHook } from 'payload'

import { languageOfMember } from '@/collections/Users/language'
import { env } from '@/lib/env'
import type { ReunionRegistration } from '@/payload-types'

import { reunionPaymentEmail } from './payment-email'

/** When staff verify a reunion payment, the member is told by e-mail in their own language. */
export const notifyPayment: CollectionAfterChangeHook<ReunionRegistration> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.payment_status !== 'verified') return doc
  if (previousDoc?.payment_status === 'verified') return doc
  try {
    const userId = typeof doc.user === 'object' ? doc.user.id : doc.user
    const reunionId = typeof doc.reunion === 'object' ? doc.reunion.id : doc.reunion
    // Read with the system's rights: the address sits in the member's private contact section.
    const [member, site, language] = await Promise.all([
      req.payload.findByID({
        collection: 'users',
        id: userId,
        depth: 0,
        req,
        overrideAccess: true,
      }),
      req.payload.findGlobal({ slug: 'site', depth: 0, req, overrideAccess: false }),
      languageOfMember(req, userId),
    ])
    if (!member.email) return doc
    // The reunion's name in the member's language, English where it has none.
    const reunion = await req.payload.findByID({
      collection: 'events',
      id: reunionId,
      depth: 0,
      locale: language,
      select: { name: true },
      req,
      // Only the reunion's name, for the member's e-mail, whoever decided the payment.
      overrideAccess: true,
    })
    const cardsPath = `${language === 'bn' ? '/bn' : ''}/alumni-association/alumni-events/${reunionId}/entry-cards`
    await req.payload.sendEmail({
      to: member.email,
      ...reunionPaymentEmail(
        doc,
        {
          name: member.first_name || member.email,
          reunion: reunion.name,
          cardsUrl: new URL(cardsPath, env.SERVER_URL).toString(),
        },
        site.school_name || 'the school',
        language,
      ),
    })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'Reunion payment e-mail not sent' })
  }
  return doc
}
