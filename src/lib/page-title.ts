/** Page titles read '{page} | {school name}' everywhere on the site. */
export function pageTitle(page: string, schoolName: string): string {
  return `${page} | ${schoolName}`
}
