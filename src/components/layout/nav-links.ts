/** The old header navigation in order, Notices beside News; labels are in the 'Nav' catalogue. */
export const NAV_LINKS = [
  { href: '/', key: 'home' },
  { href: '/about-us', key: 'aboutUs' },
  { href: '/blogs', key: 'blogs' },
  { href: '/events', key: 'events' },
  { href: '/news', key: 'news' },
  { href: '/notices', key: 'notices' },
  { href: '/articles', key: 'articles' },
  { href: '/campus-gallery', key: 'campusGallery' },
  { href: '/alumni-association', key: 'alumni' },
] as const

/** School pages beyond the old site's navigation, listed in the side menu. */
export const SCHOOL_LINKS = [
  { href: '/admission', key: 'admission' },
  { href: '/calendar', key: 'academicCalendar' },
  { href: '/results', key: 'results' },
] as const

/** The quick-links bar above the footer. */
export const QUICK_LINKS = [
  { href: '/notices', key: 'notices' },
  { href: '/admission', key: 'admission' },
  { href: '/calendar', key: 'calendar' },
  { href: '/results', key: 'results' },
  { href: '/alumni-association', key: 'alumni' },
  { href: '/contact-us', key: 'contactUs' },
  { href: '/about-us', key: 'faculty' },
] as const

/** Whether `href` is the page being shown (a section's detail pages count as the section). */
export function isActiveLink(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}
