/**
 * Staff compose a Bangla SMS to one class's guardians in the admin panel and see, before sending,
 * how many guardians it reaches, the parts per message (with each SMS's stop link), the total
 * parts and the cost; after
 * sending, each guardian's status. The demo school's class 9 has two families that agreed to the
 * school's SMS; the rate is Tk 0.35 a part. Without a gateway the server writes SMS to its outbox.
 */
import { test } from '@playwright/test'

import { buildStudent } from '@seed/factories'

import { measureSms } from '@/lib/sms/segments'

import { adminDesk, adminHeaders, expect, unique } from './support'

test('staff see recipients, parts and cost of a Bangla broadcast to class 9 before sending', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The admin panel is checked on desktop.')
  test.setTimeout(120_000)
  const title = `Class 9 routine ${unique()}`
  // 80 Bangla characters, and the link that stops the school's SMS after them, as each phone
  // receives it (`লিংক` stands for the 13 characters of a number's code): three parts of 67.
  const text = `প্রিয় অভিভাবক, নবম শ্রেণির নতুন ক্লাস রুটিন ${'ক'.repeat(40)}`.slice(0, 80)
  const received = `${text}\nএসএমএস বন্ধ: ${testInfo.project.use.baseURL}/bn/stop/${'x'.repeat(13)}`
  const parts = measureSms(received).parts
  const { staff, close } = await adminDesk(browser)
  try {
    await staff.goto('/admin/collections/broadcasts/create')
    // Required fields are named with their mark: "Title *".
    await staff.getByRole('textbox', { name: /^Title/ }).fill(title)
    await staff.getByRole('textbox', { name: /^Message/ }).fill(text)
    await staff.locator('#field-class_name').getByRole('combobox').click()
    await staff.getByRole('option', { name: 'Class 9', exact: true }).click()
    await staff.getByRole('button', { name: 'Save' }).click()
    await expect(staff.getByText(/successfully/i).first()).toBeVisible()

    const preview = staff.getByRole('region', { name: 'Before sending' })
    const figure = (label: string) => preview.getByRole('row', { name: new RegExp(`^${label}`) })
    await expect(figure('SMS recipients')).toContainText('2')
    await expect(figure('SMS parts per message')).toContainText(String(parts))
    await expect(figure('SMS parts in all')).toContainText(String(2 * parts))
    await expect(figure('Estimated cost')).toContainText((2 * parts * 0.35).toFixed(2))
    await expect(preview).toContainText('Bangla / Unicode: 70 characters per part, 67 when split')
    await expect(preview.getByRole('listitem')).toHaveCount(2)
    // Nothing is sent from a draft.
    await expect(staff.locator('#field-status')).toContainText('Draft')
  } finally {
    await close()
    const headers = await adminHeaders(request)
    await request.delete(`/api/broadcasts?where[title][equals]=${encodeURIComponent(title)}`, {
      headers,
    })
  }
})

test('after staff send a Bangla broadcast to class 9, each guardian’s status shows on its page', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The admin panel is checked on desktop.')
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const title = `Class 9 closure ${unique()}`
  // A family that agreed to SMS but whose number no operator uses: listed as failed, never sent.
  const created = await request.post('/api/users', {
    headers,
    data: buildStudent({
      last_name: `Wrongnumber ${unique()}`,
      email: `wrong.number.${unique()}@example.com`,
      student_id: `S-${unique()}`,
      student_class: '9',
      broadcast_consent: 'father',
      father_phone: '01211000004',
    }),
  })
  expect(created.status(), await created.text()).toBe(201)
  const student = ((await created.json()) as { doc: { id: number; last_name: string } }).doc
  const { staff, close } = await adminDesk(browser)
  try {
    await staff.goto('/admin/collections/broadcasts/create')
    await staff.getByRole('textbox', { name: /^Title/ }).fill(title)
    await staff
      .getByRole('textbox', { name: /^Message/ })
      .fill('প্রিয় অভিভাবক, আগামীকাল নবম শ্রেণির ক্লাস বন্ধ থাকবে।')
    await staff.locator('#field-class_name').getByRole('combobox').click()
    await staff.getByRole('option', { name: 'Class 9', exact: true }).click()
    // Urgent, so the test sends at any hour (quiet hours hold the rest from 21:00 to 08:00).
    await staff.getByRole('checkbox', { name: /^Urgent/ }).check()
    await staff.locator('#field-status').getByRole('combobox').click()
    await staff.getByRole('option', { name: 'Send (now, or at the time set)' }).click()
    await staff.getByRole('button', { name: 'Save' }).click()
    await expect(staff.getByText(/successfully/i).first()).toBeVisible()

    // The server's job runner calls this every minute; the test does not wait for it.
    const run = await request.get('/api/payload-jobs/run?queue=default&limit=20', { headers })
    expect(run.ok(), await run.text()).toBe(true)
    await staff.reload()

    const delivery = staff.getByRole('region', { name: 'Delivery' })
    await expect(delivery).toContainText('Sent: 2 · Failed: 1 · Waiting: 0')
    const failed = delivery.getByRole('row', { name: new RegExp(student.last_name) })
    await expect(failed).toContainText('01211000004')
    await expect(failed).toContainText('Failed')
    await expect(failed).toContainText('No mobile operator uses this prefix')
    await expect(delivery.getByRole('row', { name: /Sent/ })).toHaveCount(2)
  } finally {
    await close()
    await request.delete(`/api/broadcasts?where[title][equals]=${encodeURIComponent(title)}`, {
      headers,
    })
    await request.delete(`/api/users/${student.id}`, { headers })
  }
})
