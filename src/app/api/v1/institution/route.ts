import { toInstitutionDto } from '@/features/institution/dto'
import { getInstitutionArea } from '@/features/institution/queries'
import { apiRoute } from '@/app/api/v1/_shared/api-route'

/** GET /api/v1/institution: the institution's mandated information, with its figures counted. */
export const GET = apiRoute(async () => ({ data: toInstitutionDto(await getInstitutionArea()) }))
