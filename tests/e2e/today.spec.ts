/**
 * The admin's Today panel: a pending payment, an unread message, an admission inquiry and an
 * event at 90 % of its seats each show with their queue's count, and a payment is decided right
 * there, the confirmation showing the e-mail the member then gets.
 */
import AxeBuilder from '@axe-core/playwright'
import { test, type APIRequestContext, type Page } from '@playwright/test'

import { adminDesk, adminHeaders, expect, newestMail, newMember, unique } from './support'

type Headers = Record<string, string>
type Created = { collection: string; id: number }

const DAY = 24 * 60 * 60 * 1000

async function post(request: APIRequestContext, headers: Headers, path: string, data: object) {
  const response = await request.post(`/api/${path}`, { headers, data })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

async function total(request: APIRequestContext, headers: Headers, query: string) {
  const response = await request.get(`/api/${query}&limit=1&depth=0`, { headers })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

async function firstDocId(request: APIRequestContext, headers: Headers, query: string) {
  const response = await request.get(`/api/${query}`, { headers })
  const body = (await response.json()) as { docs: { id: number }[] }
  expect(body.docs.length, query).toBeGreaterThan(0)
  return body.docs[0]!.id
}

/** What each queue waits on, made as staff through Payload's REST API. */
async function createWaitingWork(page: Page, headers: Headers, tag: string) {
  const request = page.request
  const made: Created[] = []
  const add = async (collection: string, data: object) => {
    const id = await post(request, headers, collection, data)
    made.push({ collection, id })
    return id
  }
  const account = await newMember(page, 'Rafiq', tag)
  const user = await firstDocId(request, headers, `users?where[email][equals]=${account.email}`)
  const network = await firstDocId(request, headers, 'alumni-resources?limit=1&depth=0')
  const payment = {
    name: `Rafiq ${tag}`,
    email: `rafiq.${tag}@example.com`,
    transaction: `T${tag}`.slice(-10).toUpperCase(),
  }
  await add('alumni-registrations', {
    user,
    network,
    name: payment.name,
    passing_year: 2014,
    degree: 'BSc',
    batch: '2014',
    job_title: 'Teacher',
    current_profession: 'Teaching',
    company_name: 'Rajshahi College',
    email: payment.email,
    payment_method: 'Bkash',
    transaction_id: payment.transaction,
  })
  const subject = `Transfer certificate ${tag}`
  await add('contact-messages', {
    name: 'Shahana Parvin',
    email: `shahana.${tag}@example.com`,
    subject,
    message: 'How do I get a transfer certificate for my son?',
  })
  const classId = await firstDocId(request, headers, 'classes?limit=1&depth=0')
  const student = `Mitu ${tag}`
  await add('admission-inquiries', {
    student_name: student,
    class_sought: classId,
    guardian_name: 'Abdul Karim',
    phone: '01711222333',
  })
  const eventName = `Science fair ${tag}`
  const event = await add('events', {
    name: eventName,
    type: 'Event',
    start_date: new Date(Date.now() + 10 * DAY).toISOString(),
    capacity: 10,
    _status: 'published',
  })
  for (let i = 0; i < 9; i++) {
    await add('event-registrations', {
      event,
      first_name: 'Guest',
      last_name: `${i}`,
      email: `guest${i}.${tag}@example.com`,
      phone: '01711000000',
      gender: 'Female',
      present_address: 'Upashahar, Rajshahi',
      permanent_address: 'Charghat, Rajshahi',
      grade: '9',
      school: 'Padmapar Ideal School',
      participation: 'yes',
      terms: true,
    })
  }
  return { made, payment, subject, student, eventName, senderEmail: `shahana.${tag}@example.com` }
}

/** Everything the test made goes again, newest first, so other specs see the seeded site. */
async function removeAll(request: APIRequestContext, headers: Headers, made: Created[]) {
  for (const { collection, id } of [...made].reverse()) {
    await request.delete(`/api/${collection}/${id}`, { headers })
  }
}

const PENDING =
  'alumni-registrations?where[status][equals]=pending&where[transaction_id][exists]=true'

test('each queue shows its count, and a payment is approved with the e-mail shown first', async ({
  browser,
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The phone run is the Bangla one below.')
  test.setTimeout(120_000)
  const headers = await adminHeaders(page.request)
  const work = await createWaitingWork(page, headers, unique())
  const { staff, close } = await adminDesk(browser)
  try {
    const today = staff.getByRole('region', { name: 'Today' })
    const queue = (id: string) => today.locator(`[data-queue="${id}"]`)
    const count = (id: string) => queue(id).locator('[data-count]')

    await expect(count('payments')).toHaveText(String(await total(page.request, headers, PENDING)))
    await expect(count('messages')).toHaveText(
      String(await total(page.request, headers, 'contact-messages?where[status][equals]=unread')),
    )
    await expect(count('inquiries')).toHaveText(
      String(await total(page.request, headers, 'admission-inquiries?where[status][equals]=new')),
    )
    await expect(queue('messages').getByRole('link', { name: work.subject })).toBeVisible()
    await expect(queue('inquiries').getByRole('link', { name: work.student })).toBeVisible()
    const event = queue('events').getByRole('listitem').filter({ hasText: work.eventName })
    await expect(event).toContainText('Nearly full: 9 of 10 seats taken')
    expect(Number(await count('events').textContent())).toBeGreaterThanOrEqual(1)

    // The payment method is named as the office says it, not by its stored value.
    await expect(
      queue('payments').getByRole('listitem').filter({ hasText: work.payment.name }),
    ).toContainText(`bKash · transaction ${work.payment.transaction}`)

    const pendingBefore = await total(page.request, headers, PENDING)
    await queue('payments')
      .getByRole('button', { name: `Approve the payment of ${work.payment.name}` })
      .click()
    const dialog = staff.getByRole('dialog', { name: 'Approve this payment?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await expect(dialog).toContainText(`The member will get this e-mail at ${work.payment.email}`)
    await expect(dialog).toContainText('Dear member,')
    await expect(dialog).toContainText(`Name on the registration: ${work.payment.name}`)
    await expect(dialog).toContainText(
      `The office has confirmed bKash transaction ${work.payment.transaction}.`,
    )
    // Payload's own panel around it is not this test's: the Today panel and its dialog are.
    const axe = await new AxeBuilder({ page: staff })
      .include('[aria-labelledby="today-title"]')
      .analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
      [],
    )
    await dialog.getByRole('button', { name: 'Approve and send the e-mail' }).click()

    await expect(dialog).toBeHidden()
    await expect(queue('payments').getByText(work.payment.name)).toHaveCount(0)
    await expect(count('payments')).toHaveText(String(pendingBefore - 1))
    const mail = await newestMail(work.payment.email)
    expect(mail.subject).toMatch(/^Membership approved: /)
    // The member's own words are data in the mail, never its opening.
    expect(mail.text?.startsWith('Dear member,')).toBe(true)
    expect(mail.text).toContain(`Name on the registration: ${work.payment.name}`)

    // Opening the message from its queue marks it read, and it leaves the queue.
    const message = work.made.find((item) => item.collection === 'contact-messages')!
    await queue('messages').getByRole('link', { name: work.subject }).click()
    await staff.waitForURL(new RegExp(`/admin/collections/contact-messages/${message.id}$`))
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/contact-messages/${message.id}`, { headers })
        return ((await response.json()) as { status: string }).status
      })
      .toBe('read')
    // Answering it next is saved as it is: the site's own change is not taken for someone
    // else's ("Document modified"), and nothing typed is thrown away. The reply is e-mailed.
    const reply = `Please collect it from the office on Sunday. ${work.subject}`
    await staff.locator('#field-reply').fill(reply)
    await staff.locator('#action-save').click()
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/contact-messages/${message.id}`, { headers })
        return ((await response.json()) as { status: string }).status
      })
      .toBe('replied')
    await expect(staff.getByRole('heading', { name: 'Document modified' })).toHaveCount(0)
    const answer = await newestMail(work.senderEmail, (m) => m.subject.startsWith('Re:'))
    expect(answer.subject).toBe(`Re: ${work.subject}`)
    expect(answer.text?.startsWith(reply)).toBe(true)
    await expect(staff.locator('#field-reply')).toBeDisabled()
    await staff.goto('/admin')
    await expect(queue('payments')).toBeVisible()
    await expect(queue('messages').getByRole('link', { name: work.subject })).toHaveCount(0)
  } finally {
    await close()
    await removeAll(page.request, headers, work.made)
  }
})

test(
  'on a phone in Bangla, a payment is rejected with a chosen reason',
  { tag: '@phone' },
  async ({ browser, page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'One phone run is enough.')
    test.setTimeout(120_000)
    const headers = await adminHeaders(page.request)
    const work = await createWaitingWork(page, headers, unique())
    const { staff, close } = await adminDesk(browser, {
      viewport: { width: 390, height: 844 },
      language: 'bn-BD',
    })
    try {
      const today = staff.getByRole('region', { name: 'আজ' })
      await expect(today.getByRole('heading', { name: /^যাচাই করার পেমেন্ট/ })).toBeVisible()
      const bn = (value: number) =>
        new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(value)
      const payments = today.locator('[data-queue="payments"]')
      await expect(payments.locator('[data-count]')).toHaveText(
        bn(await total(page.request, headers, PENDING)),
      )
      await expect(today.locator('[data-queue="messages"]')).toContainText(work.subject)
      await expect(today.locator('[data-queue="inquiries"]')).toContainText(work.student)
      await expect(
        today
          .locator('[data-queue="events"]')
          .getByRole('listitem')
          .filter({ hasText: work.eventName }),
      ).toContainText(`প্রায় পূর্ণ: ${bn(10)}টি আসনের ${bn(9)}টি নেওয়া হয়েছে`)
      // Nothing is wider than the phone.
      expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      )

      await expect(
        payments.getByRole('listitem').filter({ hasText: work.payment.name }),
      ).toContainText(`বিকাশ · ট্রানজেকশন ${work.payment.transaction}`)
      await payments
        .getByRole('button', { name: `${work.payment.name}-এর পেমেন্ট বাতিল করুন` })
        .click()
      const dialog = staff.getByRole('dialog', { name: 'এই পেমেন্ট বাতিল করবেন?' })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('radio', { name: 'পরিশোধিত টাকা সদস্য ফির চেয়ে কম।' }).check()
      // The member reads English: the chosen reason is sent in the member's language.
      const reason = 'The amount paid is less than the membership fee.'
      await expect(dialog).toContainText(`Reason: ${reason}`)
      await dialog.getByRole('button', { name: 'বাতিল করে ই-মেইল পাঠান' }).click()

      await expect(dialog).toBeHidden()
      await expect(payments.getByText(work.payment.name)).toHaveCount(0)
      const mail = await newestMail(work.payment.email)
      expect(mail.subject).toMatch(/^Membership not approved: /)
      expect(mail.text).toContain(`Reason: ${reason}`)
    } finally {
      await close()
      await removeAll(page.request, headers, work.made)
    }
  },
)
