import { SectionNotFound } from '@/features/content/components/detail-layout'

export default function AlumniEventNotFound() {
  return (
    <SectionNotFound
      message="Alumni Event not found!"
      href="/alumni-association"
      label="Back to the alumni association"
    />
  )
}
