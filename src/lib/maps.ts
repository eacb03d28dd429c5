/** Map addresses for a place, without a key or a script: an embed to show once asked, a link. */
export type MapLinks = { embed: string; open: string }

/**
 * Where to find `place` on a map. A venue inside the school ('School auditorium') is looked up
 * with the school's address after it, so the map finds the school rather than any auditorium.
 */
export function mapLinks(place: string, schoolAddress?: string | null): MapLinks {
  const venue = place.trim()
  const address = schoolAddress?.trim()
  const query =
    address && !venue.toLowerCase().includes(address.toLowerCase()) ? `${venue}, ${address}` : venue
  const q = encodeURIComponent(query)
  return {
    embed: `https://www.google.com/maps?q=${q}&output=embed`,
    open: `https://www.google.com/maps/search/?api=1&query=${q}`,
  }
}
