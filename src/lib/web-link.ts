/** What a link a member or visitor gives is refused with, by the forms and the collections alike. */
export const FULL_LINK_MESSAGE = 'Enter a full link, e.g. https://linkedin.com/in/…'

/**
 * A web page's address: http or https, with a host. A javascript: or data: "link" would run in
 * the browser of whoever opens it.
 */
export function isWebLink(value: string): boolean {
  try {
    const { protocol, hostname } = new URL(value)
    return (protocol === 'https:' || protocol === 'http:') && hostname !== ''
  } catch {
    return false
  }
}
