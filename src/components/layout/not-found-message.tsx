import { ButtonLink } from '@/components/ui/button'

/** The body of every 404: what is missing, in the spec's words where it has them, and a way home. */
export function NotFoundMessage({
  title = 'Page Not Found',
  text = 'The page you are looking for does not exist or was moved.',
}: {
  title?: string
  text?: string
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <ButtonLink href="/" className="mt-8">
        Back to home
      </ButtonLink>
    </div>
  )
}
