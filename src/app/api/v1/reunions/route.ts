import { toReunionDto } from '@/features/reunions/dto'
import { listReunionOffers } from '@/features/reunions/queries'
import { apiRoute } from '@/app/api/v1/_shared/api-route'

/** GET /api/v1/reunions: published reunions taking registrations, with tickets and seats left. */
export const GET = apiRoute(
  async () => {
    const offers = await listReunionOffers()
    return { data: offers.map(toReunionDto) }
    // Seats left change with every registration, not with content: kept a few seconds only.
  },
  { freshForSeconds: 15 },
)
