import type { CollectionAfterChangeHook } from 'payload'

import { languageOfMember } from '@/collections/Users/language'
import { revalidatePage } from '@/hooks/revalidate-site'
import type { AlumniRegistration } from '@/payload-types'

import { decisionEmail } from './decision-email'

/**
 * When staff approve or reject a registration, the member is told by e-mail in their own language
 * (with the reason for a rejection), and the network's page, which lists approved members, is refreshed.
 */
export const notifyDecision: CollectionAfterChangeHook<AlumniRegistration> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc
  const networkId = typeof doc.network === 'object' ? doc.network.id : doc.network
  revalidatePage(`/alumni-association/details/${networkId}`, context)
  if (doc.status !== 'approved' && doc.status !== 'rejected') return doc
  const site = await req.payload.findGlobal({ slug: 'site', depth: 0, req, overrideAccess: false })
  try {
    const language = await languageOfMember(req, doc.user)
    await req.payload.sendEmail({
      to: doc.email,
      ...decisionEmail(doc, site.school_name || 'the school', language),
    })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: 'Alumni decision e-mail not sent' })
  }
  return doc
}
