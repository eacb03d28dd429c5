import { ButtonLink } from '@/components/ui/button'

export default function ClassNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">Class Not Found</h1>
      <p className="mt-3 text-slate-700">
        The class you are looking for does not exist or was removed.
      </p>
      <ButtonLink href="/" className="mt-8">
        Back to home
      </ButtonLink>
    </div>
  )
}
