/**
 * Staff compose a Bangla SMS to one class's guardians in the admin panel and see, before sending,
 * how many guardians it reaches, the parts per message, the total parts and the cost. The demo
 * school's class 9 has two families that agreed to the school's SMS; the rate is Tk 0.35 a part.
 */
import { test } from '@playwright/test'

import { adminDesk, adminHeaders, expect, unique } from './support'

test('staff see recipients, parts and cost of a Bangla broadcast to class 9 before sending', async ({
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The admin panel is checked on desktop.')
  test.setTimeout(120_000)
  const title = `Class 9 routine ${unique()}`
  // 80 Bangla characters: two parts of at most 67.
  const text = `প্রিয় অভিভাবক, নবম শ্রেণির নতুন ক্লাস রুটিন ${'ক'.repeat(40)}`.slice(0, 80)
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
    await expect(figure('SMS parts per message')).toContainText('2')
    await expect(figure('SMS parts in all')).toContainText('4')
    await expect(figure('Estimated cost')).toContainText('1.40')
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
