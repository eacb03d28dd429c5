/**
 * The treasurer checks the bKash merchant statement of docs/samples against the demo's pending
 * dues in /admin: three payments match, one differs in amount, one line is claimed by nobody,
 * and the matched ones, a reunion family's tickets among them, are approved in one click, each member e-mailed;
 * the one whose amount differs opens with the rejection reason that fits.
 */
import { readFile } from 'node:fs/promises'

import { test } from '@playwright/test'

import { adminDesk, expect, newestMail } from './support'

test('the treasurer checks the bKash sample statement and approves the matched payments', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'The admin panel is checked on desktop.')
  test.setTimeout(120_000)
  const { staff, close } = await adminDesk(browser)
  try {
    await staff.goto('/admin/collections/statement-lines')
    const panel = staff.getByRole('region', { name: 'Check a payment statement' })
    await panel.getByRole('combobox', { name: 'Payment method' }).selectOption({ label: 'Nagad' })
    // Before a file is chosen: the columns the chosen provider's export needs, with a sample.
    const nagad = panel.getByRole('table', { name: 'Nagad merchant statement' })
    await expect(nagad.getByRole('row', { name: /^Column in the file/ })).toContainText('Txn ID')
    await expect(nagad.getByRole('row', { name: /^Sample line/ })).toContainText('7N3K8P1Z')
    await panel.getByRole('combobox', { name: 'Payment method' }).selectOption({ label: 'bKash' })
    await expect(
      panel.getByRole('table', { name: 'bKash merchant statement' }).getByRole('row').nth(1),
    ).toContainText('Amount (BDT)')
    await panel.getByLabel('Statement file').setInputFiles({
      name: 'bkash-statement.csv',
      mimeType: 'text/csv',
      buffer: await readFile('docs/samples/bkash-statement.csv'),
    })
    await panel.getByRole('button', { name: 'Check statement' }).click()

    const matched = panel.getByRole('region', { name: 'Matched (4)' })
    for (const name of ['Sabrina Karim', 'Asif Iqbal', 'Dr. Mehedi Hasan', 'Tahmina Sultana'])
      await expect(matched.getByRole('row').filter({ hasText: name })).toHaveCount(1)
    const differs = panel.getByRole('region', { name: 'Amount differs (1)' })
    await expect(differs.getByRole('row').filter({ hasText: 'Nafisa Anjum' })).toContainText('500')
    const missing = panel.getByRole('region', { name: /^Not in the statement yet/ })
    await expect(missing.getByRole('row').filter({ hasText: 'Fahim Faisal' })).toHaveCount(1)
    const unclaimed = panel.getByRole('region', { name: 'Lines no payment claims (1)' })
    await expect(unclaimed.getByRole('row').filter({ hasText: '9BK8S2H4YG' })).toHaveCount(1)

    await panel.getByRole('button', { name: 'Approve all 4 matched payments' }).click()
    // One question with the count and the sum, before anything is final.
    await expect(panel.getByRole('alertdialog')).toContainText('Approve 4 payments, ৳')
    await panel.getByRole('button', { name: 'Approve and send the e-mails' }).click()
    await expect(panel.getByText('4 payments approved; each member is e-mailed')).toBeVisible()
    await expect(panel.getByRole('region', { name: 'Matched (0)' })).toBeVisible()
    await expect(panel.getByText('4 lines already confirmed an approved payment.')).toBeVisible()
    await expect(
      panel.getByRole('region', { name: 'Amount differs (1)' }).getByText('Nafisa Anjum'),
    ).toBeVisible()

    const mail = await newestMail('sabrina.karim@alumni.padmapar.example')
    expect(mail.subject).toBe('Membership approved: Padmapar Alumni Association')
    const tickets = await newestMail('tahmina.sultana@jubilee.padmapar.example')
    expect(tickets.subject).toBe('Reunion payment confirmed: Silver Jubilee 2027')

    // The payment whose amount differs opens with the rejection reason that fits it.
    await panel
      .getByRole('region', { name: 'Amount differs (1)' })
      .getByRole('link', { name: 'Open to decide' })
      .click()
    await expect(staff).toHaveURL(/\?statement=amount-differs$/)
    await staff.getByRole('button', { name: 'Reject the payment of Nafisa Anjum' }).click()
    const rejecting = staff.getByRole('dialog', { name: 'Reject this payment?' })
    await expect(
      rejecting.getByRole('radio', { name: 'The amount paid is less than the membership fee.' }),
    ).toBeChecked()
    await rejecting.getByRole('button', { name: 'Cancel' }).click()

    // The claimed lines are listed under the panel, each with the payment it confirmed.
    await staff.goto('/admin/collections/statement-lines')
    await expect(staff.getByRole('link', { name: '9BK8R3T5WA' })).toBeVisible()
  } finally {
    await close()
  }
})
