/** Where a member registers for a reunion. */
export const reunionRegisterPath = (reunionId: number) =>
  `/alumni-association/alumni-events/${reunionId}/register`

/** A member's entry cards for a reunion. */
export const entryCardsPath = (reunionId: number) =>
  `/alumni-association/alumni-events/${reunionId}/entry-cards`

/** The PNG of one person's entry card (`person` counts from 1). */
export const entryCardPngPath = (reunionId: number, person: number) =>
  `${entryCardsPath(reunionId)}/${person}`
