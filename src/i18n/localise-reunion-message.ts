/**
 * The site's form messages and the reunion forms' own (registration and check-in), which only the
 * reunion pages load: every other Bangla page fetches the smaller table (localise-message).
 */
import { localiserFor } from './localise-message'
import bnMessages from './validation/bn.json' with { type: 'json' }
import enMessages from './validation/en.json' with { type: 'json' }
import bnReunions from './validation/reunions-bn.json' with { type: 'json' }
import enReunions from './validation/reunions-en.json' with { type: 'json' }

export const localiseMessage = localiserFor(
  { ...enMessages.Validation, ...enReunions.ReunionValidation },
  { ...bnMessages.Validation, ...bnReunions.ReunionValidation },
)
