import type { CollectionConfig } from 'payload'

import { withDuty } from '@/access/duties'
import { nobody } from '@/access/nobody'
import { staffText } from '@/fields/staff-text'
import {
  BROADCAST_CHANNELS,
  BROADCAST_RECIPIENT_STATUSES,
  type BroadcastChannel,
  type BroadcastRecipientStatus,
} from '@/lib/constants'

export const CHANNEL_LABELS: Record<BroadcastChannel, { en: string; 'bn-BD': string }> = {
  sms: staffText('SMS', 'এসএমএস'),
  email: staffText('E-mail', 'ই-মেইল'),
}

const STATUS_LABELS: Record<BroadcastRecipientStatus, { en: string; 'bn-BD': string }> = {
  queued: staffText('Waiting to be sent', 'পাঠানোর অপেক্ষায়'),
  sent: staffText('Sent', 'পাঠানো হয়েছে'),
  failed: staffText('Failed', 'ব্যর্থ'),
}

/**
 * One message of a broadcast to one person: where it stands and, when it failed, why. Written only
 * by the sending job; staff read it (filter by broadcast in the list).
 */
export const BroadcastRecipients: CollectionConfig = {
  slug: 'broadcast-recipients',
  labels: {
    singular: staffText('Broadcast recipient', 'বার্তার প্রাপক'),
    plural: staffText('Broadcast recipients', 'বার্তার প্রাপকেরা'),
  },
  admin: {
    useAsTitle: 'to',
    defaultColumns: ['to', 'name', 'channel', 'status', 'reason', 'broadcast', 'sent_at'],
    group: staffText('Messages', 'বার্তা'),
    description: staffText(
      'Each message of each broadcast and where it stands. Failed ones show the reason.',
      'প্রতিটি বার্তার প্রতিটি প্রাপক ও তার অবস্থা। ব্যর্থ হলে কারণ দেখানো হয়।',
    ),
  },
  access: { read: withDuty('messages'), create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['broadcast', 'status'] }],
  fields: [
    {
      name: 'broadcast',
      label: staffText('Broadcast', 'বার্তা'),
      type: 'relationship',
      relationTo: 'broadcasts',
      required: true,
      index: true,
    },
    {
      name: 'channel',
      label: staffText('Channel', 'মাধ্যম'),
      type: 'select',
      required: true,
      options: BROADCAST_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] })),
    },
    {
      name: 'to',
      label: staffText('To', 'প্রাপক'),
      type: 'text',
      required: true,
    },
    { name: 'name', label: staffText('Who', 'কে'), type: 'text' },
    {
      name: 'status',
      label: staffText('Status', 'অবস্থা'),
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: BROADCAST_RECIPIENT_STATUSES.map((value) => ({
        value,
        label: STATUS_LABELS[value],
      })),
    },
    { name: 'reason', label: staffText('Reason', 'কারণ'), type: 'text' },
    { name: 'attempts', label: staffText('Tries', 'চেষ্টা'), type: 'number', defaultValue: 0 },
    { name: 'next_try_at', label: staffText('Next try', 'পরের চেষ্টা'), type: 'date' },
    { name: 'sent_at', label: staffText('Sent at', 'পাঠানোর সময়'), type: 'date' },
    { name: 'message_id', label: staffText('Gateway reference', 'গেটওয়ে রেফারেন্স'), type: 'text' },
  ],
}
