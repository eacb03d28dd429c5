import { enrolmentCsv } from '@/features/institution/dto'
import { getInstitutionArea } from '@/features/institution/queries'

/** The enrolment table as CSV, for reports: the same numbers as the page and the JSON export. */
export async function GET() {
  const { enrolment } = await getInstitutionArea()
  return new Response(enrolmentCsv(enrolment), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="enrolment.csv"',
      'Cache-Control': 'no-store',
    },
  })
}
