/**
 * The message catalogues, one file per part of the site and language. Each file holds one or
 * more namespaces; a unit test checks that Bangla has exactly English's keys and placeholders.
 * The build compiles the files under messages/ for next-intl's small formatter (next.config.ts);
 * form messages (validation/) stay plain text, matched and swapped by localiseMessage.
 */
import bnAbout from './messages/bn/about.json' with { type: 'json' }
import bnAccounts from './messages/bn/accounts.json' with { type: 'json' }
import bnAlumni from './messages/bn/alumni.json' with { type: 'json' }
import bnCore from './messages/bn/core.json' with { type: 'json' }
import bnCalendar from './messages/bn/calendar.json' with { type: 'json' }
import bnProfile from './messages/bn/profile.json' with { type: 'json' }
import bnResults from './messages/bn/results.json' with { type: 'json' }
import bnEvents from './messages/bn/events.json' with { type: 'json' }
import bnHome from './messages/bn/home.json' with { type: 'json' }
import bnInstitution from './messages/bn/institution.json' with { type: 'json' }
import bnNotices from './messages/bn/notices.json' with { type: 'json' }
import bnSchool from './messages/bn/school.json' with { type: 'json' }
import bnUi from './messages/bn/ui.json' with { type: 'json' }
import bnValidation from './validation/bn.json' with { type: 'json' }
import bnReunionValidation from './validation/reunions-bn.json' with { type: 'json' }
import bnWritings from './messages/bn/writings.json' with { type: 'json' }
import enAbout from './messages/en/about.json' with { type: 'json' }
import enAccounts from './messages/en/accounts.json' with { type: 'json' }
import enAlumni from './messages/en/alumni.json' with { type: 'json' }
import enCore from './messages/en/core.json' with { type: 'json' }
import enCalendar from './messages/en/calendar.json' with { type: 'json' }
import enProfile from './messages/en/profile.json' with { type: 'json' }
import enResults from './messages/en/results.json' with { type: 'json' }
import enEvents from './messages/en/events.json' with { type: 'json' }
import enHome from './messages/en/home.json' with { type: 'json' }
import enInstitution from './messages/en/institution.json' with { type: 'json' }
import enNotices from './messages/en/notices.json' with { type: 'json' }
import enSchool from './messages/en/school.json' with { type: 'json' }
import enUi from './messages/en/ui.json' with { type: 'json' }
import enValidation from './validation/en.json' with { type: 'json' }
import enReunionValidation from './validation/reunions-en.json' with { type: 'json' }
import enWritings from './messages/en/writings.json' with { type: 'json' }
import type { Locale } from './locales'

const en = {
  ...enCore,
  ...enUi,
  ...enHome,
  ...enAbout,
  ...enWritings,
  ...enEvents,
  ...enAccounts,
  ...enAlumni,
  ...enSchool,
  ...enInstitution,
  ...enCalendar,
  ...enNotices,
  ...enProfile,
  ...enResults,
  ...enValidation,
  ...enReunionValidation,
}

/** English is the reference: every other catalogue has its keys. */
export type Messages = typeof en

export const CATALOGUES: Record<Locale, Messages> = {
  en,
  bn: {
    ...bnCore,
    ...bnUi,
    ...bnHome,
    ...bnAbout,
    ...bnWritings,
    ...bnEvents,
    ...bnAccounts,
    ...bnAlumni,
    ...bnSchool,
    ...bnInstitution,
    ...bnCalendar,
    ...bnNotices,
    ...bnProfile,
    ...bnResults,
    ...bnValidation,
    ...bnReunionValidation,
  } as Messages,
}
