import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import path from 'node:path'

import { FrameworkChunksPlugin } from './scripts/lib/framework-chunks'
import {
  CAMERA_PAGES,
  CAMERA_PERMISSIONS_POLICY,
  contentSecurityPolicy,
  securityHeaders,
} from './src/lib/security-headers'

const POLICY = {
  production: process.env.NODE_ENV === 'production',
  https: (process.env.SERVER_URL ?? '').startsWith('https://'),
}

const nextConfig: NextConfig = {
  // With Redis every instance shares one page cache, so a publish on one instance reaches all.
  ...(process.env.REDIS_URL
    ? {
        cacheHandler: path.resolve('src/lib/cache/redis-cache-handler.mjs'),
        cacheMaxMemorySize: 0,
      }
    : {}),
  // The browser tests build into their own folder so they never serve pages rendered from another database.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The benchmark's control page (src/app/bench-control/*.bench.tsx) is built only for the bench.
  pageExtensions:
    process.env.BENCH_CONTROL === '1'
      ? ['bench.tsx', 'tsx', 'ts', 'jsx', 'js']
      : ['tsx', 'ts', 'jsx', 'js'],
  poweredByHeader: false,
  // Results files are read by Node at run time (the XLSX reader starts worker threads of its own);
  // pdfkit (the mark sheet's PDF) reads data files from its own folder, as its font engine may.
  serverExternalPackages: ['read-excel-file', 'csv-parse', 'pdfkit', 'fontkit'],
  // `npm test` type-checks the whole project; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Public pages and the admin have separate root layouts, so unmatched addresses need this 404.
  // Profile pictures are uploaded through a server action: a phone photo may be up to 5 MB.
  experimental: { globalNotFound: true, serverActions: { bodySizeLimit: '6mb' } },
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
  headers: async () => [
    {
      source: '/:path*',
      headers: securityHeaders(POLICY),
    },
    // Set after the site-wide headers, so it replaces their Permissions-Policy on these pages.
    ...CAMERA_PAGES.flatMap((page) => [page, `/bn${page}`]).map((source) => ({
      source,
      headers: [{ key: 'Permissions-Policy', value: CAMERA_PERMISSIONS_POLICY }],
    })),
    // The proxy, which gives every other answer its policy, skips result day's lookup call.
    {
      source: '/api/v1/results/lookup',
      headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(POLICY) }],
    },
    // Members' pages and exam results stay out of search engines, also for crawlers that read
    // only headers.
    ...[
      '/user-profile/:path*',
      '/bn/user-profile/:path*',
      '/results/:path*',
      '/bn/results/:path*',
    ].map((source) => ({
      source,
      headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }],
    })),
  ],
  webpack: (webpackConfig, { isServer }) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    // What every public page runs in the browser besides React and Next: the alerts' loader, the
    // header's parts, the language helpers and the message formatter (also used by the error
    // page), in one shared chunk instead of a copy inside each chunk a page loads.
    const splitChunks = webpackConfig.optimization?.splitChunks
    if (!isServer && splitChunks && splitChunks.cacheGroups) {
      splitChunks.cacheGroups.shell = {
        test: /[\\/](?:node_modules[\\/](?:next-intl|use-intl|icu-minify)|src[\\/]i18n[\\/](?!localise-message|validation)|src[\\/]components[\\/]layout[\\/]|src[\\/]components[\\/]ui[\\/](?:link\.client|button)\.tsx|src[\\/]features[\\/](?:accounts[\\/]components[\\/]account-menu|notices[\\/]components[\\/]notice-ticker|alerts[\\/]components[\\/]site-alerts\.client))/,
        name: 'shell',
        chunks: 'all',
        priority: 50,
        enforce: true,
      }
    }
    if (!isServer) webpackConfig.plugins.push(new FrameworkChunksPlugin())
    return webpackConfig
  },
}

// Message catalogues and the request's language for server components (src/i18n/request.ts).
// The catalogues are compiled at build time, so the browser gets a small formatter instead of
// the whole ICU message parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './src/i18n/messages', format: 'json', locales: 'infer', precompile: true },
  },
})

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
