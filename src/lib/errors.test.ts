import { describe, expect, it, vi } from 'vitest'

import * as errors from './errors'

/** A second copy of the module, as another Next.js bundle loads its own. */
async function otherBundleCopy() {
  vi.resetModules()
  return (await import('./errors')) as typeof errors
}

const classes = Object.entries(errors).filter(
  (entry): entry is [string, typeof errors.AppError] =>
    typeof entry[1] === 'function' && entry[1].prototype instanceof Error,
)

describe('AppError and its kinds', () => {
  it('every error class declares a kind of its own, named as the class', () => {
    expect(classes.length).toBeGreaterThan(5)
    for (const [name, errorClass] of classes) {
      expect(Object.hasOwn(errorClass, 'kind'), name).toBe(true)
      expect(errorClass.kind).toBe(name)
    }
  })

  it('knows an error by its kind and its ancestors, never a sibling', () => {
    const limited = new errors.RateLimitError(30)
    expect(limited).toBeInstanceOf(errors.RateLimitError)
    expect(limited).toBeInstanceOf(errors.AppError)
    expect(limited).toBeInstanceOf(Error)
    expect(limited).not.toBeInstanceOf(errors.ValidationError)
    expect(new errors.NotFoundError()).not.toBeInstanceOf(errors.ForbiddenError)
    expect(new Error('x')).not.toBeInstanceOf(errors.AppError)
    expect(limited.name).toBe('RateLimitError')
    expect(limited.status).toBe(429)
  })

  it('recognises an error thrown by another bundle’s copy of the module', async () => {
    const other = await otherBundleCopy()
    expect(other.RateLimitError).not.toBe(errors.RateLimitError)
    const thrown = new other.RateLimitError(60)
    expect(thrown).toBeInstanceOf(errors.RateLimitError)
    expect(thrown).toBeInstanceOf(errors.AppError)
    expect(thrown).not.toBeInstanceOf(errors.ValidationError)
  })
})
