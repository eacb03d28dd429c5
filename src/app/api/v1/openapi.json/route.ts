import { apiRoute } from '@/app/api/v1/_shared/api-route'
import { env } from '@/lib/env'
import { buildOpenApiDocument } from '@/app/api/v1/_shared/openapi'

/** GET /api/v1/openapi.json: the OpenAPI 3.1 document (the bare document, not the envelope). */
export const GET = apiRoute(async () => Response.json(buildOpenApiDocument(env.SERVER_URL)))
