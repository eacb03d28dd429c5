import { z } from 'zod'

import {
  alertsQuery,
  allEventTypesQuery,
  communityQuery,
  contactSearchQuery,
  eventSearchQuery,
  featuredEventsQuery,
  featuredNewsQuery,
  galleryQuery,
  listQuerySchema,
  recentEventsQuery,
  recentNewsQuery,
  upcomingEventsQuery,
  userSearchQuery,
} from '@/app/api/v1/_shared/query-schemas'
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  studentRegistrationSchema,
  teacherRegistrationSchema,
} from '@/features/accounts/schemas'
import { alumniRegistrationSchema } from '@/features/alumni/schemas'
import { contactMessageSchema } from '@/features/contact/schemas'
import { eventRegistrationSchema } from '@/features/events/schemas'
import { profileUpdateSchema } from '@/features/profile/schemas'
import { resultLookupSchema } from '@/features/results/schemas'
import { checkInSchema, reunionRegistrationSchema } from '@/features/reunions/schemas'

type JsonSchema = Record<string, unknown>

export type ApiOperation = {
  method: 'get' | 'post'
  /** The path under /api/v1, with `{param}` segments. */
  path: string
  summary: string
  query?: z.ZodObject
  body?: z.ZodType
  /** The body may also be multipart/form-data (file uploads). */
  multipart?: boolean
  /** Needs a signed-in member (Bearer token or session cookie). */
  auth?: boolean
  /** Extra error statuses this call can answer with. */
  errors?: number[]
  /** The answer nests its payload as data.data. */
  nested?: boolean
}

const withImage = (schema: z.ZodObject, fields: string[]) =>
  schema.extend(
    Object.fromEntries(
      fields.map((f) => [f, z.string().optional().describe('An image file (multipart only).')]),
    ),
  )

/** Every call of the /api/v1 contract (docs/decisions.md, 'The /api/v1 contract'). */
export const API_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/user/profile/search/{id}',
    summary: 'A profile: full for its owner and staff, public view for others',
    nested: true,
    errors: [404],
  },
  {
    method: 'post',
    path: '/user/profile/update/{id}',
    summary: "Update the caller's own profile (fields, or one profile_image/banner file)",
    body: withImage(profileUpdateSchema, ['profile_image', 'banner']),
    multipart: true,
    auth: true,
    errors: [400, 401, 403, 404, 413, 422],
  },
  { method: 'get', path: '/general/list', summary: 'Site settings as key/value items' },
  {
    method: 'get',
    path: '/institution',
    summary:
      'The mandated institution information: profile (EIIN), recognition and MPO, governing body, enrolment with totals, staff by post, routines and syllabi, citizen charter, information officer and GRS',
  },
  {
    method: 'get',
    path: '/alerts',
    summary:
      'The site-wide alerts shown now (id, message in the locale, level info/warning/danger, until, updated_at), most urgent first; may be cached for 2 seconds',
    query: alertsQuery,
    errors: [422],
  },
  { method: 'get', path: '/about', summary: 'About page settings as key/value items' },
  { method: 'get', path: '/front-section-data', summary: 'Home page settings as key/value items' },
  {
    method: 'get',
    path: '/alumni-banner-section-data',
    summary: 'Alumni page settings as key/value items',
  },
  {
    method: 'get',
    path: '/event/featured',
    summary: 'Featured events, articles or blogs (data.data for articles)',
    query: featuredEventsQuery,
    errors: [422],
  },
  {
    method: 'get',
    path: '/event',
    summary: 'Events, alumni events, blogs or articles',
    query: allEventTypesQuery,
    errors: [422],
  },
  {
    method: 'get',
    path: '/event/search',
    summary: 'Search events by name, day and location',
    query: eventSearchQuery,
    errors: [422],
  },
  {
    method: 'get',
    path: '/event/upcoming',
    summary: 'Events that have not started yet',
    query: upcomingEventsQuery,
    errors: [422],
  },
  {
    method: 'get',
    path: '/event/details/{id}',
    summary: 'One item (data.data for articles and blogs)',
    errors: [404],
  },
  {
    method: 'get',
    path: '/event/recent',
    summary: 'The newest blogs or articles',
    query: recentEventsQuery,
    errors: [422],
  },
  {
    method: 'post',
    path: '/event-registration/store',
    summary: 'Register for an event (no sign-in)',
    body: eventRegistrationSchema.extend({ event_id: z.number().int().positive() }),
    errors: [400, 404, 409, 413, 422, 429],
  },
  { method: 'get', path: '/news', summary: 'Published news', query: listQuerySchema },
  {
    method: 'get',
    path: '/news/featured',
    summary: 'Featured news',
    query: featuredNewsQuery,
  },
  { method: 'get', path: '/news/details/{id}', summary: 'One news item', errors: [404] },
  { method: 'get', path: '/news/recent', summary: 'The newest news', query: recentNewsQuery },
  {
    method: 'get',
    path: '/news/{id}',
    summary: 'One news item (same as news/details/{id})',
    errors: [404],
  },
  { method: 'get', path: '/classes', summary: 'Classes', query: listQuerySchema },
  { method: 'get', path: '/classes/{id}', summary: 'One class', nested: true, errors: [404] },
  {
    method: 'get',
    path: '/front-student-video-data',
    summary: 'Student videos',
    query: listQuerySchema,
  },
  {
    method: 'get',
    path: '/user/search',
    summary: 'Leaders (role 10) or faculty (role 9) whom the school has verified',
    query: userSearchQuery,
    errors: [422],
  },
  { method: 'get', path: '/alumni', summary: 'Alumni shown by the school', query: listQuerySchema },
  {
    method: 'get',
    path: '/alumni-resourse',
    summary: 'Alumni networks',
    query: listQuerySchema,
  },
  {
    method: 'get',
    path: '/alumni-resourse-details/{id}',
    summary: 'One alumni network',
    nested: true,
    errors: [404],
  },
  {
    method: 'get',
    path: '/community/list',
    summary: 'Community members (GB, EC, GM)',
    query: communityQuery,
    nested: true,
    errors: [422],
  },
  {
    method: 'get',
    path: '/campusgallary',
    summary: 'Campus gallery',
    query: galleryQuery,
    errors: [422],
  },
  {
    method: 'get',
    path: '/contact_us/search',
    summary: 'Contact numbers of a type',
    query: contactSearchQuery,
    errors: [422],
  },
  {
    method: 'post',
    path: '/contact_us/store',
    summary: 'Send a message to the school',
    body: contactMessageSchema,
    errors: [400, 413, 422, 429],
  },
  {
    method: 'post',
    path: '/register',
    summary: 'Sign up as a student (role 8) or teacher (role 9)',
    body: z.union([studentRegistrationSchema, teacherRegistrationSchema]),
    errors: [400, 409, 413, 422, 429],
  },
  {
    method: 'post',
    path: '/login',
    summary: 'Sign in: token, data{id, first_name, last_name} and the session cookie',
    body: loginSchema,
    errors: [400, 401, 422, 429],
  },
  {
    method: 'post',
    path: '/alumni/store',
    summary:
      'Join an alumni network (starts pending); payment_url appears only when a payment gateway takes over',
    body: withImage(alumniRegistrationSchema, ['image']),
    multipart: true,
    auth: true,
    errors: [400, 401, 409, 413, 422, 429],
  },
  {
    method: 'get',
    path: '/reunions',
    summary: 'Reunions taking registrations: ticket types with price and seats left, deadline',
  },
  {
    method: 'post',
    path: '/reunions/{id}/register',
    summary:
      'Register yourself and family for a reunion: answers the total, confirmed or waiting, and one entry code per person',
    body: reunionRegistrationSchema,
    auth: true,
    errors: [400, 401, 404, 409, 413, 422, 429],
  },
  {
    method: 'post',
    path: '/check-in',
    summary:
      "Admit an entry card's holder by its QR text or the short code under it (staff or volunteer): admitted, or already admitted with when; paid or free",
    body: checkInSchema,
    auth: true,
    errors: [400, 401, 403, 404, 409, 413, 422],
  },
  {
    method: 'get',
    path: '/registered/alumni/{userId}',
    summary: "A member's alumni registrations (self or staff)",
    auth: true,
    nested: true,
    errors: [401, 403, 404],
  },
  {
    method: 'post',
    path: '/forgot-password',
    summary: 'E-mail a single-use reset link (same answer for unknown emails)',
    body: forgotPasswordSchema,
    errors: [400, 422, 429],
  },
  {
    method: 'post',
    path: '/reset-password',
    summary: 'Set a new password with the e-mailed token',
    body: resetPasswordSchema,
    errors: [400, 422, 429],
  },
  {
    method: 'get',
    path: '/results/exams',
    summary: 'Exams whose results are published, with their classes',
  },
  {
    method: 'post',
    path: '/results/lookup',
    summary:
      "A student's mark sheet by exam, class, roll and registration number (404 'No result found for these details.' for a wrong number or an unknown roll)",
    body: resultLookupSchema,
    errors: [400, 404, 413, 422, 429],
  },
]

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed JSON or form data, or an unusable reset token',
  401: 'Not signed in, or wrong email or password',
  403: 'Signed in, but not allowed',
  404: 'Unknown id',
  409: 'Duplicate (already registered, email or transaction id taken, event full)',
  413: 'Body or image too large',
  422: 'Validation failed; errors lists the messages per field',
  429: 'Too many requests; see Retry-After',
}

function toSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  delete json.$schema
  return json
}

function queryParameters(query: z.ZodObject | undefined) {
  if (!query) return []
  const schema = toSchema(query) as { properties?: Record<string, JsonSchema>; required?: string[] }
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property
    return {
      name,
      in: 'query',
      required: schema.required?.includes(name) ?? false,
      ...(description ? { description } : {}),
      schema: rest,
    }
  })
}

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  }))
}

const errorRef = { $ref: '#/components/schemas/Error' }

function operationObject(op: ApiOperation) {
  const responses: Record<string, unknown> = {
    [op.method === 'post' &&
    ['/register', '/alumni/store', '/reunions/{id}/register'].includes(op.path)
      ? '201'
      : '200']: {
      description: op.nested ? 'Success; the payload is in data.data' : 'Success',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } },
    },
  }
  for (const status of [...(op.errors ?? []), 500]) {
    responses[String(status)] = {
      description: ERROR_DESCRIPTIONS[status] ?? 'Unexpected failure',
      content: {
        'application/json': {
          schema: status === 422 ? { $ref: '#/components/schemas/ValidationFailure' } : errorRef,
        },
      },
      ...(status === 429
        ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds' } } }
        : {}),
    }
  }
  const body = op.body ? toSchema(op.body) : undefined
  return {
    operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string = '') => c.toUpperCase())}`,
    summary: op.summary,
    parameters: [...pathParameters(op.path), ...queryParameters(op.query)],
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: body },
              ...(op.multipart ? { 'multipart/form-data': { schema: body } } : {}),
            },
          },
        }
      : {}),
    ...(op.auth ? { security: [{ bearer: [] }, { cookie: [] }] } : {}),
    responses,
  }
}

/** The OpenAPI 3.1 description of `/api/v1`, generated from the same zod schemas the calls use. */
export function buildOpenApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of API_OPERATIONS) {
    paths[op.path] = { ...paths[op.path], [op.method]: operationObject(op) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'School website API',
      version: '1.0.0',
      description:
        'Every call the old front end made, with its shapes. Answers carry success; failures ' +
        'carry success:false and a message. Lists accept q, page and limit and then add meta.',
    },
    servers: [{ url: new URL('/api/v1', serverUrl).toString() }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'payload-token' },
      },
      schemas: {
        Success: {
          type: 'object',
          required: ['success'],
          properties: {
            success: { const: true },
            message: { type: 'string' },
            data: {},
            meta: {
              type: 'object',
              properties: {
                page: { type: 'integer' },
                limit: { type: 'integer' },
                totalDocs: { type: 'integer' },
                totalPages: { type: 'integer' },
              },
            },
          },
        },
        Error: {
          type: 'object',
          required: ['success', 'message'],
          properties: { success: { const: false }, message: { type: 'string' } },
        },
        ValidationFailure: {
          type: 'object',
          required: ['success', 'message', 'errors'],
          properties: {
            success: { const: false },
            message: { type: 'string' },
            errors: {
              type: 'object',
              additionalProperties: { type: 'array', items: { type: 'string' } },
            },
          },
        },
      },
    },
  }
}
