/** A number as the profile shows it to its member: 017••••••78 (from 8801… form). */
export const maskedNumber = (number: string) => `0${number.slice(3, 5)}••••••${number.slice(-2)}`
