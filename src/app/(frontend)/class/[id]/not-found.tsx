import { NotFoundMessage } from '@/components/layout/not-found-message'

export default function ClassNotFound() {
  return (
    <NotFoundMessage
      title="Class Not Found"
      text="The class you are looking for does not exist or was removed."
    />
  )
}
