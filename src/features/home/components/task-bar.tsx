import { useTranslations } from 'next-intl'

import { Link } from '@/components/ui/link.client'

/** What parents come to the site to do, each one tap from the home page (24 px line icons). */
const TASKS = [
  {
    href: '/admission',
    key: 'admission',
    icon: 'M12 4 2 9l10 5 10-5-10-5Zm-6 7.2V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-4.8M22 9v5',
  },
  {
    href: '/notices',
    key: 'notices',
    icon: 'M4 10v4h3l6 4V6L7 10H4Zm12-1.5a4 4 0 0 1 0 7M18.5 6a7.5 7.5 0 0 1 0 12',
  },
  { href: '/results', key: 'results', icon: 'M7 3h7l5 5v13H7V3Zm7 0v5h5M10 14l2 2 4-4' },
  {
    href: '/calendar',
    key: 'calendar',
    icon: 'M4 6h16v14H4V6Zm0 4h16M8 3v5m8-5v5M8 14h2m4 0h2m-8 3h2',
  },
  {
    href: '/contact-us',
    key: 'contact',
    icon: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1Z',
  },
] as const

/** The bar of tasks right under the hero, on every screen width. */
export function TaskBar() {
  const t = useTranslations('HomeTasks')
  return (
    <nav aria-label={t('label')} className="border-y border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-6xl grid-cols-5 gap-1 px-2 py-2 sm:gap-3 sm:px-4 sm:py-4">
        {TASKS.map((task) => (
          <li key={task.key}>
            <Link
              href={task.href}
              className="flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl px-1 py-2 text-center text-xs leading-tight font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500 sm:flex-row sm:gap-2 sm:text-base"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-6 shrink-0 fill-none stroke-brand-700 stroke-2 [stroke-linecap:round] [stroke-linejoin:round]"
              >
                <path d={task.icon} />
              </svg>
              {t(task.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
