import { useTranslations } from 'next-intl'

import { Link } from '@/components/ui/link.client'

import { PhoneLink } from '@/components/ui/phone-link'
import { AccountMenu } from '@/features/accounts/components/account-menu.client'
import { NoticeTicker, type TickerNotice } from '@/features/notices/components/notice-ticker.client'
import type { Site } from '@/payload-types'

import { RoundImage } from '@/components/ui/media-image'

import { LanguageSwitcher } from '@/components/layout/language-switcher.client'
import { NavList } from '@/components/layout/main-nav.client'
import { NAV_LINKS } from '@/components/layout/nav-links'
import { SideMenu } from '@/components/layout/side-menu.client'

/**
 * Sticky header: a top bar with contacts, then the logo, navigation and account slot. Only the
 * logo row stays pinned (the top bar, and on phones the account row, scroll away), so a 390 px
 * screen keeps most of its height for the page; the negative `top` equals their fixed heights.
 * The full menu shows from 1024 px (a laptop, also with a scrollbar or at 150 % scaling), the
 * school's name beside the logo from 1280 px.
 */
/** A top-bar link: at least 24 px tall, so a thumb can hit it. */
const TOP_BAR_LINK = 'inline-flex min-h-6 items-center hover:underline'

export function SiteHeader({
  site,
  schoolName,
  notices,
}: {
  site: Site
  schoolName: string
  notices: TickerNotice[]
}) {
  const t = useTranslations('Shell')
  return (
    <header className="sticky -top-21 z-40 bg-white/95 shadow-sm backdrop-blur sm:-top-8 print:hidden">
      <div className="h-7 bg-brand-900 text-xs text-brand-50 sm:h-8 sm:text-sm">
        <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-6 px-4">
          {notices.length > 0 ? (
            <NoticeTicker notices={notices} />
          ) : (
            <p className="truncate">{t('welcome', { schoolName })}</p>
          )}
          <div className="flex shrink-0 items-center gap-5">
            <p className="hidden gap-5 sm:flex">
              {site.application_phone ? (
                <PhoneLink phone={site.application_phone} className={TOP_BAR_LINK} />
              ) : null}
              {site.application_email ? (
                <a href={`mailto:${site.application_email}`} className={TOP_BAR_LINK}>
                  {site.application_email}
                </a>
              ) : null}
            </p>
            <LanguageSwitcher
              className={`${TOP_BAR_LINK} rounded px-1 font-semibold underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent-500`}
            />
          </div>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-4 sm:flex-nowrap">
        <Link
          href="/"
          className="my-2 flex min-w-0 items-center gap-2 rounded-lg focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          <RoundImage media={site.site_logo} px={44} alt="" priority="low" />
          <span className="line-clamp-2 max-w-48 text-sm leading-tight font-bold text-brand-900 sm:max-w-64 sm:text-base lg:max-xl:sr-only">
            {schoolName}
          </span>
        </Link>
        <nav aria-label={t('mainNavigation')} className="ms-auto hidden lg:block">
          <NavList
            links={NAV_LINKS}
            className="flex items-center gap-1"
            linkClassName="rounded-lg px-1.5 py-2 text-sm font-medium whitespace-nowrap xl:px-2"
            activeClassName="bg-brand-50 font-semibold text-brand-700"
            inactiveClassName="text-slate-700 hover:bg-brand-50 hover:text-brand-900"
          />
        </nav>
        <div className="order-first flex h-14 w-full items-center justify-end border-b border-slate-100 sm:order-none sm:ms-auto sm:h-auto sm:w-auto sm:border-0 lg:ms-3 xl:ms-4">
          <AccountMenu />
        </div>
        <div className="ms-auto sm:ms-0">
          <SideMenu />
        </div>
      </div>
    </header>
  )
}
