/** The header navigation of spec 2.2, in order, with Notices beside News. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/about-us', label: 'About Us' },
  { href: '/blogs', label: 'Blogs' },
  { href: '/events', label: 'Events' },
  { href: '/news', label: 'News' },
  { href: '/notices', label: 'Notices' },
  { href: '/articles', label: 'Articles' },
  { href: '/campus-gallery', label: 'Campus Gallery' },
  { href: '/alumni-association', label: 'Alumni' },
] as const

/** School pages beyond the spec's navigation, listed in the side menu. */
export const SCHOOL_LINKS = [
  { href: '/admission', label: 'Admission' },
  { href: '/calendar', label: 'Academic Calendar' },
] as const

/** The quick-links bar above the footer. */
export const QUICK_LINKS = [
  { href: '/notices', label: 'Notices' },
  { href: '/admission', label: 'Admission' },
  { href: '/calendar', label: 'Calendar' },
  { href: '/alumni-association', label: 'Alumni' },
  { href: '/contact-us', label: 'Contact Us' },
  { href: '/about-us', label: 'Faculty' },
] as const

/** Whether `href` is the page being shown (a section's detail pages count as the section). */
export function isActiveLink(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}
