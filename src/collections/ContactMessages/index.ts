import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { inboxCollection } from '@/fields/site-content-collection'
import { staffText } from '@/fields/staff-text'
import { CONTACT_MESSAGE_STATUSES, LIMITS } from '@/lib/constants'

import { emailReply, recordReply } from './hooks/reply'

/** Messages sent through the contact form; only staff can read them. */
export const ContactMessages: CollectionConfig = inboxCollection('contact-messages', {
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: adminList('Inbox', ['status', 'subject', 'name', 'email', 'createdAt'], {
    useAsTitle: 'subject',
    description: staffText(
      'New messages arrive "Unread" and become "Read" when opened; choose "Replied" once answered.',
      'নতুন বার্তা "পড়া হয়নি" হিসেবে আসে এবং খুললেই "পড়া হয়েছে" হয়ে যায়; উত্তর দেওয়ার পর "উত্তর দেওয়া হয়েছে" বেছে নিন।',
    ),
  }),
  hooks: { beforeChange: [recordReply], afterChange: [emailReply] },
  statuses: CONTACT_MESSAGE_STATUSES,
  newStatus: 'unread',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true },
    { name: 'subject', type: 'text', required: true, maxLength: 200 },
    { name: 'message', type: 'textarea', required: true, maxLength: LIMITS.contactMessageMax },
    {
      name: 'reply',
      type: 'textarea',
      maxLength: LIMITS.contactMessageMax,
      label: staffText('Your reply', 'আপনার উত্তর'),
      admin: {
        description: staffText(
          'Saved, the reply is e-mailed to the sender (answers to it come to the school’s contact e-mail) and the message becomes "Replied". A sent reply cannot be changed.',
          'সংরক্ষণ করলে উত্তরটি প্রেরকের ই-মেইলে চলে যায় (তার জবাব আসে বিদ্যালয়ের যোগাযোগের ই-মেইলে) এবং বার্তাটি "উত্তর দেওয়া হয়েছে" হয়ে যায়। পাঠানো উত্তর আর বদলানো যায় না।',
        ),
      },
      // A sent reply is shown as it was sent.
      access: { update: ({ doc }) => !(doc as { replied_at?: unknown } | undefined)?.replied_at },
    },
    {
      name: 'replied_at',
      type: 'date',
      label: staffText('Replied on', 'উত্তর পাঠানোর সময়'),
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        condition: (_data, siblingData) => Boolean(siblingData?.replied_at),
      },
    },
    {
      name: 'replied_by',
      type: 'relationship',
      relationTo: 'admins',
      label: staffText('Replied by', 'উত্তর দিয়েছেন'),
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (_data, siblingData) => Boolean(siblingData?.replied_at),
      },
    },
    {
      name: 'mark_read',
      type: 'ui',
      admin: { components: { Field: '@/features/today/admin/mark-message-read#MarkMessageRead' } },
    },
  ],
})
