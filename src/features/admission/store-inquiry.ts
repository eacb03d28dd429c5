import 'server-only'

import { env } from '@/lib/env'
import { ValidationError } from '@/lib/errors'
import { findPublicById } from '@/lib/payload/find-public'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { DEFAULT_LOCALE } from '@/i18n/locales'

import type { AdmissionInquiryData } from './schemas'

export const ADMISSION_INQUIRY_SUCCESS =
  'Thank you! Your inquiry has been received. The admission office will contact you soon.'

/** Names go into a mail subject: one line, no control characters. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * Stores a family's admission inquiry (always as New) and tells the admission office by e-mail,
 * replying to the guardian when an address was given. A failed e-mail does not lose the inquiry.
 */
export async function storeAdmissionInquiry(inquiry: AdmissionInquiryData) {
  const chosen = await findPublicById('classes', inquiry.class_sought, {
    depth: 0,
    select: { name: true },
    // Stored and mailed to the office in English, whatever the page's language.
    locale: DEFAULT_LOCALE,
  })
  if (!chosen) throw new ValidationError({ class_sought: ['Please select a class.'] })
  const payload = await getPayloadClient()

  const stored = await payload.create({
    collection: 'admission-inquiries',
    data: {
      student_name: inquiry.student_name,
      class_sought: chosen.id,
      guardian_name: inquiry.guardian_name,
      phone: inquiry.phone,
      email: inquiry.email,
      message: inquiry.message,
    },
    overrideAccess: false,
  })

  const site = await payload.findGlobal({ slug: 'site', depth: 0, overrideAccess: false })
  const to = site.application_email
  if (!to) {
    payload.logger.warn({ inquiry: stored.id, msg: 'No office e-mail set; inquiry stored only' })
    return stored
  }
  const adminUrl = new URL(
    `/admin/collections/admission-inquiries/${stored.id}`,
    env.SERVER_URL,
  ).toString()
  try {
    await payload.sendEmail({
      to,
      ...(inquiry.email ? { replyTo: inquiry.email } : {}),
      subject: `Admission inquiry: ${oneLine(inquiry.student_name)} for ${oneLine(chosen.name)}`,
      // The office reads Bangla first; the English follows for staff who read it.
      text: [
        'ওয়েবসাইটে একটি পরিবার ভর্তির বিষয়ে জানতে চেয়েছে।',
        '',
        `শিক্ষার্থী: ${inquiry.student_name}`,
        `শ্রেণি: ${chosen.name}`,
        `অভিভাবক: ${inquiry.guardian_name}`,
        `ফোন: ${inquiry.phone}`,
        `ই-মেইল: ${inquiry.email ?? 'দেওয়া হয়নি'}`,
        '',
        inquiry.message ? `বার্তা:\n${inquiry.message}` : 'কোনো বার্তা নেই।',
        '',
        `অ্যাডমিন প্যানেলে জিজ্ঞাসাটি খুলুন: ${adminUrl}`,
        '',
        '—',
        '',
        'A family has asked about admission through the website.',
        '',
        `Student: ${inquiry.student_name}`,
        `Class: ${chosen.name}`,
        `Guardian: ${inquiry.guardian_name}`,
        `Phone: ${inquiry.phone}`,
        `Email: ${inquiry.email ?? 'Not given'}`,
        '',
        inquiry.message ? `Message:\n${inquiry.message}` : 'No message.',
        '',
        `Open the inquiry in the admin panel: ${adminUrl}`,
      ].join('\n'),
    })
  } catch (error) {
    payload.logger.error({
      err: error,
      inquiry: stored.id,
      msg: 'Could not e-mail the office about an admission inquiry',
    })
  }
  return stored
}
