/**
 * Staff compose a Bangla SMS to one class's guardians in the admin panel and see, as they choose
 * the audience and before any save, how many guardians it reaches, who is left out and why, the
 * parts per message (with each SMS's stop link), the total parts and the cost; choosing Send asks
 * once with those figures; after sending, each guardian's status. The demo school's class 9 has two families that agreed to the
 * school's SMS; the rate is Tk 0.35 a part. Without a gateway the server writes SMS to its outbox.
 */
import { test } from '@playwright/test'

import { buildStudent } from '@seed/factories'

import { localiseDigits, toAsciiDigits } from '@/lib/digits'
import { measureSms } from '@/lib/sms/segments'

import { adminDesk, adminHeaders, expect, unique } from './support'

test('in the Bangla admin, the summary follows the audience as it is chosen, and choosing Send asks first', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The admin panel is checked on desktop.')
  test.setTimeout(120_000)
  const title = `নবম শ্রেণির রুটিন ${unique()}`
  // 80 Bangla characters, and the link that stops the school's SMS after them, as each phone
  // receives it (`লিংক` stands for the 13 characters of a number's code): three parts of 67.
  const text = `প্রিয় অভিভাবক, নবম শ্রেণির নতুন ক্লাস রুটিন ${'ক'.repeat(40)}`.slice(0, 80)
  const received = `${text}\nএসএমএস বন্ধ: ${testInfo.project.use.baseURL}/bn/stop/${'x'.repeat(13)}`
  const parts = measureSms(received).parts
  const bn = (n: number | string) => localiseDigits(String(n), 'bn')
  const headers = await adminHeaders(request)
  let student: { id: number } | null = null
  const { staff, close } = await adminDesk(browser, { language: 'bn-BD' })
  try {
    await staff.goto('/admin/collections/broadcasts/create')
    await staff.getByRole('textbox', { name: /^শিরোনাম/ }).fill(title)
    await staff.getByRole('textbox', { name: /^বার্তা/ }).fill(text)
    await staff.locator('#field-class_name').getByRole('combobox').click()
    await staff.getByRole('option', { name: 'শ্রেণি ৯', exact: true }).click()

    // Counted as the form stands, before any save.
    const preview = staff.getByRole('region', { name: 'পাঠানোর আগে' })
    const figure = (label: string) => preview.getByRole('row', { name: new RegExp(`^${label}`) })
    await expect(figure('এসএমএস প্রাপক')).toContainText(bn(2))
    await expect(figure('প্রতি বার্তায় এসএমএস ভাগ')).toContainText(bn(parts))
    await expect(figure('মোট এসএমএস ভাগ')).toContainText(bn(2 * parts))
    await expect(figure('আনুমানিক খরচ')).toContainText(bn((2 * parts * 0.35).toFixed(2)))
    // Families of class 9 that have not agreed to the school's messages (other tests add some).
    const noConsent = figure('বাদ: পরিবার বিদ্যালয়ের বার্তায় সম্মতি দেয়নি').locator('td')
    const before = Number(toAsciiDigits(await noConsent.innerText()))
    await expect(preview).toContainText('বাংলা / ইউনিকোড: প্রতি ভাগে ৭০ অক্ষর, ভাগ হলে ৬৭')
    await expect(preview.getByRole('listitem')).toHaveCount(2)

    // One more such family: counted with the others once the form is counted again.
    const created = await request.post('/api/users', {
      headers,
      data: buildStudent({
        last_name: `Noconsent ${unique()}`,
        email: `no.consent.${unique()}@example.com`,
        student_id: `S-${unique()}`,
        student_class: '9',
        broadcast_consent: null,
        father_phone: '01711000005',
      }),
    })
    expect(created.status(), await created.text()).toBe(201)
    student = ((await created.json()) as { doc: { id: number } }).doc

    // Another audience: counted again at once, no reload.
    await staff.locator('#field-audience').getByRole('combobox').click()
    await staff.getByRole('option', { name: 'সকল অভিভাবক', exact: true }).click()
    await expect(figure('এসএমএস প্রাপক')).not.toHaveText(new RegExp(`${bn(2)}$`))
    await expect(preview.getByRole('listitem')).not.toHaveCount(2)

    // Choosing Send asks once, with whom and what it costs; keeping it a draft sends nothing.
    await staff.locator('#field-audience').getByRole('combobox').click()
    await staff.getByRole('option', { name: 'একটি শ্রেণির অভিভাবকেরা', exact: true }).click()
    await staff.locator('#field-class_name').getByRole('combobox').click()
    await staff.getByRole('option', { name: 'শ্রেণি ৯', exact: true }).click()
    await expect(figure('এসএমএস প্রাপক')).toContainText(bn(2))
    await expect(noConsent).toHaveText(bn(before + 1))
    await staff.locator('#field-status').getByRole('combobox').click()
    await staff.getByRole('option', { name: 'পাঠান (এখনই, বা নির্ধারিত সময়ে)' }).click()
    const question = staff.getByRole('dialog', { name: 'বার্তাটি পাঠাবেন?' })
    await expect(question).toContainText(
      `এসএমএসে ${bn(2)} জন: মোট ${bn(2 * parts)} ভাগ, আনুমানিক ${bn((2 * parts * 0.35).toFixed(2))}`,
    )
    await expect(question).toContainText(/[০-৯]+ জন বাদ/)
    await question.getByRole('button', { name: 'খসড়া রাখুন' }).click()
    await expect(question).toBeHidden()
    await expect(staff.locator('#field-status')).toContainText('খসড়া')
    await staff.getByRole('button', { name: 'সংরক্ষণ করুন' }).click()
    await expect(staff.locator('#field-status')).toContainText('খসড়া')
    await expect(figure('এসএমএস প্রাপক')).toContainText(bn(2))
  } finally {
    await close()
    await request.delete(`/api/broadcasts?where[title][equals]=${encodeURIComponent(title)}`, {
      headers,
    })
    if (student) await request.delete(`/api/users/${student.id}`, { headers })
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
    // One question, with the recipients and cost; "Send" saves and sends.
    const question = staff.getByRole('dialog', { name: 'Send this broadcast?' })
    await expect(question).toContainText('2 by SMS')
    // Left out: the number no operator uses (listed as failed, not sent), and any family of the
    // class without consent.
    await expect(question).toContainText(/\d+ left out/)
    await question.getByRole('button', { name: 'Send', exact: true }).click()
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
