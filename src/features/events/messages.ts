/** The old site's answers to an event registration; free of server-only code so scripts can check them. */
export const EVENT_REGISTRATION_SUCCESS = 'Event Registration successfully Done.'
export const ALREADY_REGISTERED = 'You have already registered for this event with this email.'
export const EVENT_FULL = 'Sorry, this event is full.'
export const EVENT_CLOSED = 'Registration has closed: this event has already taken place.'
export const REGISTRATION_CLOSED = 'Registration for this event has closed.'
