/**
 * Whether a class's registration numbers follow a pattern a stranger could guess from a roll
 * (year + class + roll, or one number after another): then the roll alone nearly gives the
 * number: the import warns staff.
 */
export function guessableRegistrations(
  rows: readonly { roll: number; registration: string }[],
): boolean {
  const numbered = rows
    .filter((row) => /^\d{1,15}$/.test(row.registration))
    .map((row) => ({ roll: row.roll, number: Number(row.registration) }))
    .sort((a, b) => a.roll - b.roll)
  if (numbered.length < 5) return false
  const steps = numbered.slice(1).map((row, i) => {
    const before = numbered[i]!
    return { step: row.number - before.number, rolls: row.roll - before.roll }
  })
  const share = (test: (step: { step: number; rolls: number }) => boolean) =>
    steps.filter(test).length / steps.length
  // The number moves with the roll (prefix + roll) …
  if (share(({ step, rolls }) => step === rolls) >= 0.8) return true
  // … or by one fixed step from each student to the next.
  const first = steps[0]!.step
  return first !== 0 && share(({ step }) => step === first) >= 0.8
}

export const GUESSABLE_REGISTRATIONS = {
  en: 'Note: these registration numbers follow the roll numbers (or each other) in a pattern, so anyone who knows a roll can guess the number and see the result. Import numbers that cannot be guessed, such as random ones printed on the admit cards.',
  bn: 'লক্ষ করুন: এই রেজিস্ট্রেশন নম্বরগুলো রোল নম্বরের (বা একটির পর একটি) নিয়মে চলে, তাই রোল জানলে যে কেউ নম্বর আন্দাজ করে ফলাফল দেখতে পারে। এমন নম্বর আমদানি করুন যা আন্দাজ করা যায় না, যেমন প্রবেশপত্রে ছাপা এলোমেলো নম্বর।',
} as const
