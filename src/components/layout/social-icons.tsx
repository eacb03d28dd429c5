/** Small monochrome icons for the footer's Follow Us links and the alumni page. */
const PATHS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8Z',
  linkedin:
    'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm4 6h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.5c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21h-4z',
  youtube:
    'M23 7.5a3 3 0 0 0-2.1-2.1C19 5 12 5 12 5s-7 0-8.9.4A3 3 0 0 0 1 7.5 31 31 0 0 0 .6 12a31 31 0 0 0 .4 4.5 3 3 0 0 0 2.1 2.1C5 19 12 19 12 19s7 0 8.9-.4a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-4.5 31 31 0 0 0-.4-4.5ZM9.8 15V9l5.2 3Z',
  twitter:
    'M17.8 3h3.3l-7.2 8.2L22.4 21h-6.6l-5.2-6.8L4.6 21H1.3l7.7-8.8L1 3h6.8l4.7 6.2Zm-1.2 16h1.8L6.9 4.9H5Z',
  messaging:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.4-.8-2.9-1.2-4.7-4.1-4.9-4.3-.1-.2-1.2-1.5-1.2-2.9s.7-2.1 1-2.4c.3-.3.6-.3.8-.3h.6c.2 0 .4 0 .7.5l.9 2.2c.1.2.1.4 0 .6l-.4.6-.4.5c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.7-.1l2.1 1c.3.2.5.2.6.4.1.1.1.7-.1 1.3Z',
} as const

export type SocialNetwork = keyof typeof PATHS

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden>
      <path d={PATHS[network]} />
    </svg>
  )
}

/** A network, its accessible name and its address (links without an address are left out). */
export type SocialLink = [SocialNetwork, string, string | null | undefined]

const TONES = {
  onDark: 'bg-white/10 hover:bg-white/25',
  onLight: 'bg-brand-700 hover:bg-brand-900',
} as const

/** Round icon links to the school's social pages, opened in a new tab. */
export function SocialLinks({
  links,
  tone,
  className = '',
}: {
  links: SocialLink[]
  tone: keyof typeof TONES
  className?: string
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {links.map(([network, label, href]) =>
        href ? (
          <li key={network}>
            <a
              href={href}
              aria-label={label}
              rel="noopener noreferrer"
              target="_blank"
              className={`grid size-11 place-items-center rounded-full text-white focus-visible:outline-3 focus-visible:outline-accent-500 ${TONES[tone]}`}
            >
              <SocialIcon network={network} />
            </a>
          </li>
        ) : null,
      )}
    </ul>
  )
}
