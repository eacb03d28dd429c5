import type { SignInPolicy } from '@/lib/sign-in-throttle'

/** The numbers of every limit, apart from the limiters (so scripts and tests can read them). */
const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * Every limit of the site's writes and forms in one place (the pages' forms, `/api/v1` and the
 * admin's sign-in). An address may be a whole school lab or thousands of mobile subscribers behind
 * one carrier address, so per-address limits sit far above what honest use from one address
 * reaches (a class of 40 signing up at once, a results-day rush); what one person can abuse is
 * limited per e-mail or account instead.
 */
export const API_LIMIT_SETTINGS = {
  registerByAddress: { limit: 100, windowMs: HOUR },
  forgotByAddress: { limit: 30, windowMs: HOUR },
  forgotByEmail: { limit: 3, windowMs: HOUR },
  resetByAddress: { limit: 30, windowMs: HOUR },
  contactByAddress: { limit: 30, windowMs: 10 * MINUTE },
  contactByEmail: { limit: 5, windowMs: HOUR },
  eventRegistrationByAddress: { limit: 300, windowMs: 10 * MINUTE },
  eventRegistrationByEmail: { limit: 5, windowMs: HOUR },
  alumniStoreByAddress: { limit: 60, windowMs: HOUR },
  alumniStoreByAccount: { limit: 5, windowMs: HOUR },
  // A reunion's last day brings hundreds of families, many behind one carrier's address.
  reunionRegisterByAddress: { limit: 300, windowMs: 10 * MINUTE },
  reunionRegisterByAccount: { limit: 10, windowMs: HOUR },
  admissionInquiryByAddress: { limit: 30, windowMs: 10 * MINUTE },
  // A member changes a picture a few times; 20 an hour caps the re-encoding one account causes.
  uploadByMember: { limit: 20, windowMs: HOUR },
  // A mark sheet's PDF costs far more than a lookup: a lab's class of 40 downloads each sheet in
  // both languages a few times; a carrier's address carries hundreds of families; one loop on one
  // machine is held to a sheet a second, and one sheet to 10 drawings.
  markSheetPdfByAddress: { limit: 600, windowMs: 10 * MINUTE },
  markSheetPdfBySheet: { limit: 10, windowMs: 10 * MINUTE },
  // Browsers given a device cookie (lib/device-cookie): a carrier address's families on result
  // day get one each; past this, new browsers there count by the address, and nobody can mint
  // names to multiply their tries.
  deviceCookiesByAddress: { limit: 200, windowMs: HOUR },
  // Each code is an SMS the school pays for: a family needs one or two; a stranger's script gets
  // three a day per account and per number, and a carrier's address a class's worth.
  guardianCodeByAccount: { limit: 3, windowMs: 24 * HOUR },
  guardianCodeByNumber: { limit: 3, windowMs: 24 * HOUR },
  guardianCodeByAddress: { limit: 60, windowMs: HOUR },
  // Stopping SMS by a link: a family taps once; a script is slowed.
  smsStopByAddress: { limit: 30, windowMs: 10 * MINUTE },
} as const

/**
 * Sign-in is limited by wrong passwords only. Members: an address (a lab, a carrier) may get 100
 * wrong in 15 minutes; an account waits from its 10th wrong password in an hour, 30 s doubling up
 * to 15 minutes. Staff: one address gets 10 wrong an hour, fewer than the 20 that slow a staff
 * account, so no single stranger can hold the office out of the admin panel. A browser that has
 * signed in to the account before (lib/known-device) is held back by neither count: strangers
 * failing on the account from many addresses do not keep its owner out. Its own wrong passwords
 * are counted for it: 10 in the window, then it waits like any other browser.
 */
export const SIGN_IN_POLICIES = {
  members: {
    addressFailures: { limit: 100, windowMs: 15 * MINUTE },
    accountFailures: { threshold: 10, windowMs: HOUR },
    backoff: { firstSeconds: 30, maxSeconds: 15 * 60 },
    knownDeviceFailures: { limit: 10, windowMs: 15 * MINUTE },
  },
  staff: {
    addressFailures: { limit: 10, windowMs: HOUR },
    accountFailures: { threshold: 20, windowMs: HOUR },
    backoff: { firstSeconds: 30, maxSeconds: 15 * 60 },
    knownDeviceFailures: { limit: 10, windowMs: HOUR },
  },
} as const satisfies Record<string, SignInPolicy>

/**
 * Result lookups are limited by failures only (a wrong registration number or an unknown roll),
 * and the failures slow the guesser, never the roll: they are counted for the browser that made
 * them (its device cookie) or, without one, for its address. One guesser may try one exam-and-roll
 * wrong 5 times in an hour, then each of its tries waits, 60 s doubling up to 15 minutes; the
 * family with the right numbers, elsewhere, is answered at once. A guesser may get 20,000 wrong
 * in an hour: a mobile operator's shared address carries thousands of families on result day,
 * each mistyping a number or two, while one machine guessing at that pace still meets the wait
 * after five tries on any roll.
 */
export const RESULT_LOOKUP_POLICY = {
  addressFailures: { limit: 20_000, windowMs: HOUR },
  accountFailures: { threshold: 5, windowMs: HOUR },
  backoff: { firstSeconds: 60, maxSeconds: 15 * 60 },
} as const satisfies SignInPolicy
