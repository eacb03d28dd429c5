import { toExamDto } from '@/features/results/dto'
import { listOpenExams } from '@/features/results/exams'
import { apiRoute } from '@/app/api/v1/_shared/api-route'

/** GET /api/v1/results/exams: the exams whose results are published, with their classes. */
export const GET = apiRoute(async () => ({ data: (await listOpenExams()).map(toExamDto) }))
