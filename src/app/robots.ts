import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

/** Public pages are open to search engines; the admin, the API and private pages are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/admin',
        '/api/',
        '/user-profile',
        '/alumni-association/details/',
        '/login',
        '/sign-up',
        '/forgot-password',
        '/reset-password',
        '/stop/',
      ],
    },
    sitemap: new URL('/sitemap.xml', env.SERVER_URL).toString(),
  }
}
