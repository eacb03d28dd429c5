import { describe, expect, it } from 'vitest'

import { localiseMessage } from './localise-message'
import { checkInMessage } from '@/features/reunions/check-in-message'

import { localiseMessage as localiseReunionMessage } from './localise-reunion-message'

describe('messages of the rules on Bangla pages', () => {
  it('shows the Bangla twin of a known message and keeps English on English pages', () => {
    expect(localiseMessage('Email is required', 'bn')).toBe('ইমেইল দিতে হবে')
    expect(localiseMessage('Sorry, this event is full.', 'bn')).toBe(
      'দুঃখিত, এই ইভেন্টের সব আসন পূর্ণ হয়ে গেছে।',
    )
    expect(localiseMessage('Email is required', 'en')).toBe('Email is required')
  })

  it('carries the numbers of a message across, in Bengali digits', () => {
    expect(localiseMessage('Please use at most 80 characters.', 'bn')).toBe(
      'অনুগ্রহ করে সর্বোচ্চ ৮০ অক্ষর ব্যবহার করুন।',
    )
  })

  it('leaves text it does not know as it came', () => {
    expect(localiseMessage('Something new happened', 'bn')).toBe('Something new happened')
  })

  it('knows the reunion forms’ words on the reunion pages only, and the rest there too', () => {
    const reunion = 'At most 8 people can register together.'
    expect(localiseMessage(reunion, 'bn')).toBe(reunion)
    expect(localiseReunionMessage(reunion, 'bn')).toBe('একসঙ্গে সর্বোচ্চ ৮ জন নিবন্ধন করতে পারেন।')
    expect(localiseReunionMessage('Email is required', 'bn')).toBe('ইমেইল দিতে হবে')
  })
})

describe('dates and times in a message', () => {
  it('are written in Bangla on the gate’s “already admitted” answer', () => {
    const english = checkInMessage({
      status: 'already admitted',
      name: 'Rahima Khatun',
      ticket: 'Member',
      admittedAt: '2026-12-20T04:05:00.000Z',
      payment: 'paid',
    })
    expect(english).toBe(
      'Already admitted at 10:05 AM on December 20, 2026: Rahima Khatun, Member. Paid, confirmed by the office.',
    )
    expect(localiseReunionMessage(english, 'bn')).toBe(
      'আগেই প্রবেশ করেছেন (২০ ডিসেম্বর ২০২৬, ১০:০৫ পূর্বাহ্ন): Rahima Khatun, Member। পেমেন্ট অফিস নিশ্চিত করেছে।',
    )
  })

  it('say whether the card was paid or free, in Bangla too', () => {
    const free = checkInMessage({
      status: 'admitted',
      name: 'Nusrat Jahan',
      ticket: 'Child under 5',
      admittedAt: '2026-12-20T04:05:00.000Z',
      payment: 'free',
    })
    expect(free).toBe('Admitted: Nusrat Jahan, Child under 5. Free ticket.')
    expect(localiseReunionMessage(free, 'bn')).toBe(
      'প্রবেশ করানো হলো: Nusrat Jahan, Child under 5। বিনামূল্যের টিকিট।',
    )
    expect(
      localiseReunionMessage(
        'Check the code: a character is wrong, missing or extra. Type the ten letters and digits under the QR code.',
        'bn',
      ),
    ).toMatch(/^কোডটি আবার দেখুন/)
  })
})
