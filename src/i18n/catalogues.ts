/**
 * The message catalogues, one file per part of the site and language. Each file holds one or
 * more namespaces; a unit test checks that Bangla has exactly English's keys and placeholders.
 */
import bnAbout from './messages/bn/about.json'
import bnAccounts from './messages/bn/accounts.json'
import bnAlumni from './messages/bn/alumni.json'
import bnCore from './messages/bn/core.json'
import bnCalendar from './messages/bn/calendar.json'
import bnProfile from './messages/bn/profile.json'
import bnEvents from './messages/bn/events.json'
import bnHome from './messages/bn/home.json'
import bnSchool from './messages/bn/school.json'
import bnUi from './messages/bn/ui.json'
import bnValidation from './messages/bn/validation.json'
import bnWritings from './messages/bn/writings.json'
import enAbout from './messages/en/about.json'
import enAccounts from './messages/en/accounts.json'
import enAlumni from './messages/en/alumni.json'
import enCore from './messages/en/core.json'
import enCalendar from './messages/en/calendar.json'
import enProfile from './messages/en/profile.json'
import enEvents from './messages/en/events.json'
import enHome from './messages/en/home.json'
import enSchool from './messages/en/school.json'
import enUi from './messages/en/ui.json'
import enValidation from './messages/en/validation.json'
import enWritings from './messages/en/writings.json'
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
  ...enCalendar,
  ...enProfile,
  ...enValidation,
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
    ...bnCalendar,
    ...bnProfile,
    ...bnValidation,
  } as Messages,
}
