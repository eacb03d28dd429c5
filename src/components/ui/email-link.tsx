import { Fragment } from 'react'

/**
 * The places where an e-mail address may wrap: after its '@' and before each dot
 * ('rafiqul.islam@padmapar.example' → 'rafiqul', '.islam@', 'padmapar', '.example').
 */
export function emailParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/).filter(Boolean)
}

/** A mailto link whose address wraps between its parts, never inside a word. */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} className={`break-words ${className ?? ''}`}>
      {emailParts(email).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </a>
  )
}
