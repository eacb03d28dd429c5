/** Each error's kinds, itself and its ancestors, on the instance (see `AppError`). */
const KINDS = Symbol.for('school.app-error-kinds')

type Kinded = { kind: string }

/**
 * Errors thrown by the data layer; each becomes an HTTP answer or a UI message in one place.
 *
 * Next.js builds pages, route handlers and server actions into separate bundles, each with its
 * own copy of this module, while some objects (the rate limits) are made once per process and
 * shared. `instanceof` therefore asks by kind, a name each class declares, not by identity: an
 * error thrown by another bundle's copy is still recognised. Every subclass declares its `kind`.
 */
export class AppError extends Error {
  static readonly kind: string = 'AppError'
  readonly [KINDS]: readonly string[]

  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = (new.target as unknown as Kinded).kind
    const kinds: string[] = []
    for (let c: unknown = new.target; c && c !== Error; c = Object.getPrototypeOf(c))
      if (Object.hasOwn(c as object, 'kind')) kinds.push((c as Kinded).kind)
    this[KINDS] = kinds
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    const kinds = (value as { [KINDS]?: unknown } | null)?.[KINDS]
    return Array.isArray(kinds) && kinds.includes((this as unknown as Kinded).kind)
  }
}

/** The base of an error that is only its status and a default message. */
function statusError(status: number, defaultMessage: string) {
  return class extends AppError {
    constructor(message = defaultMessage) {
      super(message, status)
    }
  }
}

export class NotFoundError extends statusError(404, 'Not found') {
  static readonly kind: string = 'NotFoundError'
}

export class UnauthorizedError extends statusError(401, 'Please sign in.') {
  static readonly kind: string = 'UnauthorizedError'
}

export class ForbiddenError extends statusError(403, 'You are not allowed to do that.') {
  static readonly kind: string = 'ForbiddenError'
}

export class ConflictError extends AppError {
  static readonly kind: string = 'ConflictError'
  /** `field`: the form box the clash belongs to (a taken e-mail), where a form shows it. */
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message, 409)
  }
}

export class ValidationError extends AppError {
  static readonly kind: string = 'ValidationError'
  constructor(
    readonly errors: Record<string, string[]>,
    message = 'Please correct the highlighted fields.',
  ) {
    super(message, 422)
  }
}

export class RateLimitError extends AppError {
  static readonly kind: string = 'RateLimitError'
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please wait a little and try again.',
  ) {
    super(message, 429)
  }
}

export class BadRequestError extends statusError(400, 'The request could not be read.') {
  static readonly kind: string = 'BadRequestError'
}

export class PayloadTooLargeError extends statusError(413, 'The request is too large.') {
  static readonly kind: string = 'PayloadTooLargeError'
}
