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

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(message, 404)
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in.') {
    super(message, 401)
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do that.') {
    super(message, 403)
  }
}

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

export class BadRequestError extends AppError {
  constructor(message = 'The request could not be read.') {
    super(message, 400)
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'The request is too large.') {
    super(message, 413)
  }
}
