import { test } from '@playwright/test'

import {
  adminHeaders,
  approveAlumnus,
  expect,
  expectNoSeriousA11yViolations,
  newMember,
  signIn,
  unique,
  verifyReunionPayment,
} from './support'

/** The demo's Silver Jubilee, found through the public reunions call. */
async function jubileeId(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get('/api/v1/reunions')
  const { data } = (await response.json()) as { data: { id: number; name: string }[] }
  const jubilee = data.find((reunion) => reunion.name === 'Silver Jubilee 2027')
  expect(jubilee, 'the demo reunion is seeded').toBeDefined()
  return jubilee!.id
}

test(
  'a member registers with spouse and child, sees the total and three entry cards',
  { tag: '@phone' },
  async ({ page }) => {
    const id = await jubileeId(page.request)
    const member = await newMember(page, 'Rahima', 'Khatun')
    // Seats are earned: the office approved her membership of the 2002 batch.
    await approveAlumnus(page.request, member.email, 2002)
    await signIn(page, member.email, member.password)
    await expect(page).toHaveURL(/user-profile/)

    await page.goto(`/alumni-association/alumni-events/${id}`)
    await expect(page.getByRole('heading', { name: 'Reunion tickets' })).toBeVisible()
    await expect(page.getByRole('cell', { name: '৳1,500' })).toBeVisible()
    await page.getByRole('link', { name: 'Register for the reunion' }).click()
    await expect(page).toHaveURL(new RegExp(`/alumni-events/${id}/register$`))

    await page.getByLabel('Your passing year (batch)').fill('2002')
    const first = page.getByRole('group', { name: 'Person 1' })
    await expect(first.getByLabel('Name', { exact: true })).toHaveValue('Rahima Khatun')
    await first.getByLabel('Ticket').selectOption({ label: 'Member (৳1,500)' })

    await page.getByRole('button', { name: 'Add a family member' }).click()
    const spouse = page.getByRole('group', { name: 'Person 2' })
    await spouse.getByLabel('Name', { exact: true }).fill('Karim Uddin')
    await spouse.getByLabel('Relation').selectOption('spouse')
    await spouse.getByLabel('Age').selectOption('adult')
    await spouse.getByLabel('T-shirt size').selectOption('L')
    await spouse.getByLabel('Ticket').selectOption({ label: 'Spouse (৳1,000)' })

    await page.getByRole('button', { name: 'Add a family member' }).click()
    const child = page.getByRole('group', { name: 'Person 3' })
    await child.getByLabel('Name', { exact: true }).fill('Nabila Karim')
    await child.getByLabel('Relation').selectOption('child')
    await child.getByLabel('Age').selectOption('child 5-12')
    await child.getByLabel('Ticket').selectOption({ label: 'Child 5–12 (৳500)' })

    await expect(page.getByTestId('reunion-total')).toHaveText('Total: ৳3,000')

    // Sent without the payment first: the answer asks for it and nothing typed is lost.
    await page.getByRole('button', { name: 'Register', exact: true }).click()
    await expect(page.getByText('Pay the total, then choose the payment method')).toBeVisible()
    await expect(child.getByLabel('Name', { exact: true })).toHaveValue('Nabila Karim')

    await page.getByLabel('Payment method').selectOption('Bkash')
    await page.getByLabel('Transaction ID').fill(`9R${unique().slice(-8)}`)
    await page.getByRole('button', { name: 'Register', exact: true }).click()

    await expect(page).toHaveURL(new RegExp(`/alumni-events/${id}/entry-cards$`))
    await expect(page.getByTestId('entry-cards-total')).toHaveText('Total: ৳3,000')
    // Her seats are held; the cards come once the treasurer has confirmed the payment.
    await expect(page.getByRole('status')).toContainText('Your seats are held')
    await expect(page.getByTestId('entry-card')).toHaveCount(0)
    const headers = await adminHeaders(page.request)
    const found = async (path: string) =>
      (
        (await (await page.request.get(`/api/${path}`, { headers })).json()) as {
          docs: { id: number }[]
        }
      ).docs[0]?.id
    const userId = await found(`users?where[email][equals]=${encodeURIComponent(member.email)}`)
    const mine = await found(
      `reunion-registrations?where[reunion][equals]=${id}&where[user][equals]=${userId}&depth=0`,
    )
    expect(mine, 'her registration is stored').toBeDefined()
    await verifyReunionPayment(page.request, mine!)
    await page.reload()
    const cards = page.getByTestId('entry-card')
    await expect(cards).toHaveCount(3)
    for (const name of ['Rahima Khatun', 'Karim Uddin', 'Nabila Karim'])
      await expect(page.getByRole('article', { name })).toBeVisible()

    await expectNoSeriousA11yViolations(page)
    const png = await page.goto(`/alumni-association/alumni-events/${id}/entry-cards/2`)
    expect(png?.status()).toBe(200)
    expect(png?.headers()['content-type']).toBe('image/png')
  },
)
