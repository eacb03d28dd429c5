import { describe, expect, it } from 'vitest'

import type { AlumniRegistration } from '@/payload-types'

import { toAlumniRegistrationDto } from './dto'

const registration = (status: AlumniRegistration['status']) =>
  ({
    id: 1,
    status,
    user: { id: 9 },
    network: 4,
    name: 'A',
    passing_year: 2015,
    degree: 'BSc',
    batch: '2015',
    job_title: 'Engineer',
    current_profession: 'Software',
    company_name: 'X',
    email: 'a@example.com',
    transaction_key: 'SECRET',
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
  }) as unknown as AlumniRegistration

describe('toAlumniRegistrationDto', () => {
  it('answers status 1 only for approved registrations', () => {
    expect(toAlumniRegistrationDto(registration('approved')).status).toBe(1)
    expect(toAlumniRegistrationDto(registration('pending')).status).toBe(0)
    expect(toAlumniRegistrationDto(registration('rejected')).status).toBe(2)
  })

  it('names the owner and network by id and never leaks the internal payment key', () => {
    const dto = toAlumniRegistrationDto(registration('pending'))
    expect(dto).toMatchObject({ user_id: 9, network_id: 4 })
    expect(dto).not.toHaveProperty('transaction_key')
  })
})
