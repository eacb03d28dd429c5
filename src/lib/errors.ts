/** Errors thrown by the data layer; each becomes an HTTP answer or a UI message in one place. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = new.target.name
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

export class NotFoundError extends statusError(404, 'Not found') {}

export class UnauthorizedError extends statusError(401, 'Please sign in.') {}

export class ForbiddenError extends statusError(403, 'You are not allowed to do that.') {}

export class ConflictError extends AppError {
  /** `field`: the form box the clash belongs to (a taken e-mail), where a form shows it. */
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message, 409)
  }
}

export class ValidationError extends AppError {
  constructor(
    readonly errors: Record<string, string[]>,
    message = 'Please correct the highlighted fields.',
  ) {
    super(message, 422)
  }
}

export class RateLimitError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please wait a little and try again.',
  ) {
    super(message, 429)
  }
}

export class BadRequestError extends statusError(400, 'The request could not be read.') {}

export class PayloadTooLargeError extends statusError(413, 'The request is too large.') {}
