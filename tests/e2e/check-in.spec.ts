/**
 * The reunion gate on a volunteer's phone: a card typed in, one scanned with the camera, two
 * checked while the connection is down and sent when it is back. Launches a browser of its own,
 * whose camera plays an entry card's QR code.
 */
import { chromium, devices, test, type APIRequestContext, type Page } from '@playwright/test'

import { writeCameraVideo } from './fake-camera'
import {
  adminHeaders,
  approveAlumnus,
  expect,
  newMember,
  unique,
  verifyReunionPayment,
} from './support'

type Person = { name: string; entry_code: string | null }

/** A member's confirmed family (of four, or fewer) at the demo reunion, made through the API. */
async function registerFamily(page: Page, size = 4) {
  const { data: reunions } = (await (await page.request.get('/api/v1/reunions')).json()) as {
    data: { id: number; name: string; ticket_types: { id: string; seats_left: number | null }[] }[]
  }
  const reunion = reunions.find((r) => r.name === 'Silver Jubilee 2027')
  expect(reunion, 'the demo reunion is seeded').toBeDefined()
  const ticket = reunion!.ticket_types.find((t) => t.seats_left === null || t.seats_left >= size)
  expect(ticket, 'a ticket with enough seats left').toBeDefined()
  const member = await newMember(page, 'Farhana', 'Akter')
  const login = await page.request.post('/api/v1/login', {
    data: { email: member.email, password: member.password },
  })
  expect(login.status(), await login.text()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const signedIn = { Authorization: `JWT ${token}` }
  const suffix = unique().slice(-6)
  // A name is letters only: the run's digits spelled as letters tell this family apart.
  const tag = suffix.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
  const people = [
    ['Farhana Akter', 'self'],
    [`Rafiq Islam ${tag}`, 'spouse'],
    [`Anika Rafiq ${tag}`, 'child'],
    [`Jamila Begum ${tag}`, 'parent'],
  ]
    .slice(0, size)
    .map(([name, relation]) => ({
      name,
      relation,
      age_band: 'adult',
      tshirt_size: 'none',
      ticket_type: ticket!.id,
    }))
  const batch = 1995 + (Number(suffix) % 20)
  await approveAlumnus(page.request, member.email, batch)
  const response = await page.request.post(`/api/v1/reunions/${reunion!.id}/register`, {
    headers: signedIn,
    data: {
      passing_year: batch,
      people,
      payment_method: 'Bkash',
      transaction_id: `7C${unique().slice(-8)}`,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { data } = (await response.json()) as { data: { id: number; status: string } }
  expect(data.status).toBe('confirmed')
  // The cards come once the treasurer has confirmed the payment.
  const cards: Person[] = await verifyReunionPayment(page.request, data.id)
  return { reunionId: reunion!.id, people: cards, signedIn }
}

/** A volunteer account of the test's own, made by the demo admin. */
async function newVolunteer(request: APIRequestContext) {
  const headers = await adminHeaders(request)
  const volunteer = { email: `gate.${unique()}@example.com`, password: `gate-${unique()}-pass` }
  const made = await request.post('/api/admins', {
    headers,
    data: { ...volunteer, name: 'Gate Volunteer', roles: ['volunteer'] },
  })
  expect(made.status(), await made.text()).toBe(201)
  return { ...volunteer, adminHeaders: headers }
}

test.skip(({ isMobile }) => !isMobile, 'the gate is a phone')

test('a volunteer checks cards in typed, by camera, and while the connection is down', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const { reunionId, people, signedIn } = await registerFamily(page)
  const codes = people.map((person) => person.entry_code ?? '')
  expect(codes.every(Boolean)).toBe(true)
  const card = await page.request.get(
    `/alumni-association/alumni-events/${reunionId}/entry-cards/2`,
    { headers: signedIn },
  )
  expect(card.headers()['content-type']).toBe('image/png')
  const video = testInfo.outputPath('entry-card.y4m')
  await writeCameraVideo(await card.body(), video)

  const volunteer = await newVolunteer(request)

  const { launchOptions } = testInfo.project.use
  const browser = await chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions?.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  })
  try {
    const context = await browser.newContext({
      ...devices['iPhone 13'],
      baseURL,
      permissions: ['camera'],
    })
    const gate = await context.newPage()
    await gate.goto('/admin/login?redirect=%2Fcheck-in')
    await gate.getByLabel('Email').fill(volunteer.email)
    await gate.getByLabel('Password').fill(volunteer.password)
    await gate.getByRole('button', { name: 'Login' }).click()
    await expect(gate).toHaveURL(/\/check-in$/)
    expect(gate.viewportSize()?.width).toBe(390)

    const checkIn = async (code: string) => {
      await gate.getByLabel('Entry code').fill(code)
      await gate.getByRole('button', { name: 'Check in' }).click()
    }
    const latest = gate.locator('form').getByRole('status')

    await checkIn(codes[0]!)
    await expect(latest).toContainText(`Admitted: ${people[0]!.name},`)

    await gate.getByRole('button', { name: 'Scan with camera' }).click()
    await expect(latest).toContainText(`Admitted: ${people[1]!.name},`)
    await expect(gate.getByRole('button', { name: 'Scan with camera' })).toBeVisible()

    await context.setOffline(true)
    await checkIn(codes[2]!)
    await expect(latest).toContainText(
      'Saved on this phone — will be sent when the connection is back.',
    )
    await checkIn(codes[3]!)
    // The same card scanned twice while offline waits once.
    await checkIn(codes[3]!)
    await expect(gate.getByTestId('check-in-waiting')).toHaveText('2 scans are waiting to be sent.')

    await context.setOffline(false)
    const sentLater = gate.getByRole('region', { name: 'Sent when the connection came back' })
    await expect(sentLater.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 })
    await expect(sentLater).toContainText(`Admitted: ${people[2]!.name},`)
    await expect(sentLater).toContainText(`Admitted: ${people[3]!.name},`)
    await expect(gate.getByTestId('check-in-waiting')).toHaveCount(0)

    await checkIn(codes[1]!)
    await expect(gate.locator('form').getByRole('alert')).toContainText('Already admitted')
    await expect(gate.locator('form').getByRole('alert')).toContainText(people[1]!.name)
  } finally {
    await browser.close()
  }

  const where = codes.map((code, i) => `where[entry_code][in][${i}]=${code}`).join('&')
  const admissions = await request.get(`/api/reunion-admissions?${where}&limit=10&depth=0`, {
    headers: volunteer.adminHeaders,
  })
  const { docs } = (await admissions.json()) as { docs: { entry_code: string }[] }
  expect(docs.map((doc) => doc.entry_code).sort()).toEqual([...codes].sort())
})

test('without JavaScript the gate still checks a typed code', async ({
  page,
  request,
  browser,
}) => {
  const { people } = await registerFamily(page, 1)
  const volunteer = await newVolunteer(request)
  const context = await browser.newContext({ ...devices['iPhone 13'], javaScriptEnabled: false })
  try {
    const login = await context.request.post('/api/admins/login', {
      data: { email: volunteer.email, password: volunteer.password },
    })
    expect(login.status(), await login.text()).toBe(200)
    const gate = await context.newPage()
    await gate.goto('/check-in')
    await expect(gate.getByRole('button', { name: 'Scan with camera' })).toHaveCount(0)
    for (const answer of ['Let them in', 'Already admitted']) {
      await gate.getByLabel('Entry code').fill(people[0]!.entry_code ?? '')
      await gate.getByRole('button', { name: 'Check in' }).click()
      await expect(gate.getByText(answer, { exact: true })).toBeVisible()
      await expect(gate.getByText(people[0]!.name, { exact: false })).toBeVisible()
    }
  } finally {
    await context.close()
  }
})

test('signing in from the Bangla gate comes back to the Bangla gate', async ({ page }) => {
  await page.goto('/bn/check-in')
  const signIn = page.locator('a[href^="/admin/login"]')
  await expect(signIn).toHaveAttribute('href', '/admin/login?redirect=%2Fbn%2Fcheck-in')
  await page.goto('/check-in')
  await expect(page.locator('a[href^="/admin/login"]')).toHaveAttribute(
    'href',
    '/admin/login?redirect=%2Fcheck-in',
  )
})

test('at the Bangla gate, the short code under the QR is typed; a typo is asked to be checked', async ({
  page,
  request,
  browser,
}) => {
  const { reunionId, people } = await registerFamily(page, 2)
  // The member's card shows the code under its QR, in two groups of five.
  await page.goto(`/bn/alumni-association/alumni-events/${reunionId}/entry-cards`)
  const printed = page.locator('[data-short-code]')
  await expect(printed).toHaveCount(2)
  const short = (await printed.first().innerText()).trim()
  expect(short).toMatch(/^[0-9A-Z]{5} [0-9A-Z]{5}$/)
  expect(people[0]!.entry_code).toContain(`.${short.replace(' ', '')}.`)

  const volunteer = await newVolunteer(request)
  const context = await browser.newContext({ ...devices['iPhone 13'] })
  try {
    const login = await context.request.post('/api/admins/login', {
      data: { email: volunteer.email, password: volunteer.password },
    })
    expect(login.status(), await login.text()).toBe(200)
    const gate = await context.newPage()
    await gate.goto('/bn/check-in')
    const latest = gate.locator('form').getByRole('status')
    const box = gate.getByLabel('প্রবেশ কোড')

    const typo = short.startsWith('A') ? `B${short.slice(1)}` : `A${short.slice(1)}`
    await box.fill(typo.toLowerCase())
    await gate.getByRole('button', { name: 'যাচাই করুন' }).click()
    await expect(gate.locator('form').getByRole('alert')).toContainText('কোডটি আবার দেখুন')

    await box.fill(short.toLowerCase())
    await gate.getByRole('button', { name: 'যাচাই করুন' }).click()
    await expect(latest).toContainText(`প্রবেশ করানো হলো: ${people[0]!.name}`)
    await expect(latest).toContainText('পেমেন্ট অফিস নিশ্চিত করেছে।')
  } finally {
    await context.close()
  }
})
