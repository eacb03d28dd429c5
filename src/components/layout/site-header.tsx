import Link from 'next/link'

import { AccountMenu } from '@/features/accounts/components/account-menu.client'
import type { Site } from '@/payload-types'

import { MediaImage } from '@/components/ui/media-image'

import { NavList } from './main-nav.client'
import { NAV_LINKS } from './nav-links'
import { SideMenu } from './side-menu.client'

/** Sticky header: a top bar with contacts, then the logo, navigation and account slot. */
export function SiteHeader({ site, schoolName }: { site: Site; schoolName: string }) {
  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur">
      <div className="bg-brand-900 text-xs text-brand-50 sm:text-sm">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-1.5">
          <p className="truncate">Welcome to {schoolName}</p>
          <p className="hidden gap-5 sm:flex">
            {site.application_phone ? (
              <a
                href={`tel:${site.application_phone.replace(/[^+\d]/g, '')}`}
                className="hover:underline"
              >
                {site.application_phone}
              </a>
            ) : null}
            {site.application_email ? (
              <a href={`mailto:${site.application_email}`} className="hover:underline">
                {site.application_email}
              </a>
            ) : null}
          </p>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-2 lg:flex-nowrap">
        <Link
          href="/"
          className="flex min-w-0 items-center gap-2 rounded-lg focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          <MediaImage
            media={site.site_logo}
            sizes="44px"
            alt=""
            className="size-11 shrink-0 rounded-full object-cover"
          />
          <span className="line-clamp-2 max-w-48 text-sm leading-tight font-bold text-brand-900 sm:max-w-64 sm:text-base">
            {schoolName}
          </span>
        </Link>
        <nav aria-label="Main" className="ms-auto hidden lg:block">
          <NavList
            links={NAV_LINKS}
            className="flex items-center gap-1"
            linkClassName="rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-900"
            activeClassName="bg-brand-50 text-brand-700"
          />
        </nav>
        <div className="order-last flex w-full justify-end border-t border-slate-100 pt-2 sm:order-none sm:ms-auto sm:w-auto sm:border-0 sm:pt-0 lg:ms-4">
          <AccountMenu />
        </div>
        <div className="ms-auto sm:ms-0">
          <SideMenu />
        </div>
      </div>
    </header>
  )
}
