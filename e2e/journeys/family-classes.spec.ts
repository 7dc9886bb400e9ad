// A parent in Bangla on a 390 px phone, against the real API (decision 049): adds two children,
// selects one class for each through "Who takes …?", pays for both at once by card, and finds
// each child's class, session and pass under the child's name. Then offline: the family's week
// and a child's pass open from the saved copies, and a class selected for a child waits in the
// outbox and reaches the server once, for that child, when the connection is back.
import type { Page } from '@playwright/test';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { classCard } from '../helpers.ts';
import {
  accessTokenOf,
  GOES_OFFLINE,
  outboxSize,
  waitForServiceWorkerControl,
} from '../offline-fixtures.ts';
import { cardPair } from '../payments-fixtures.ts';
import { expect, PHONE, test } from '../journeys-fixtures.ts';

const bn = { locale: 'bn' } as const;

test.use(GOES_OFFLINE);

async function addChild(page: Page, name: string, dateOfBirth: string): Promise<void> {
  await page.getByRole('button', { name: m.family_add_child({}, bn) }).click();
  const form = page.getByRole('dialog', { name: m.family_add_child({}, bn) });
  await form.getByLabel(m.family_form_name({}, bn), { exact: true }).fill(name);
  await form.getByLabel(m.family_form_date_of_birth({}, bn)).fill(dateOfBirth);
  await form.getByLabel(m.family_form_emergency_name({}, bn)).fill('Nusrat Rahman');
  await form.getByLabel(m.family_form_emergency_phone({}, bn)).fill('+880 1711-000000');
  await form.getByRole('button', { name: m.family_form_save({}, bn) }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
}

test('a parent adds two children in Bangla, selects a class for each, pays once and shows a pass', async ({
  openAs,
  createAccount,
}) => {
  test.setTimeout(180_000);
  const parent = await createAccount({ name: 'Nusrat Rahman' });
  const page = await openAs(parent, PHONE);
  const recorded = await page.request.post('/api/users', {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { name: parent.name, email: parent.email },
  });
  expect(recorded.status()).toBe(201);
  await page.evaluate(() => localStorage.setItem('locale', 'bn'));

  await page.goto('/dashboard/family');
  await addChild(page, 'Ayaan Rahman', '2017-03-14');
  await addChild(page, 'Maya Rahman', '2012-08-02');

  // One class, selected for each child in turn: the one chosen already is shown, not offered.
  const [cls, otherClass] = cardPair('myr');
  await page.goto('/bn/classes');
  const card = classCard(page, cls!.Name);
  for (const child of ['Ayaan Rahman', 'Maya Rahman']) {
    await card.getByRole('button', { name: m.selection_select({}, bn), exact: true }).click();
    const dialog = page.getByRole('dialog', {
      name: m.selection_for_whom_title({ name: cls!.Name }, bn),
    });
    await dialog.getByRole('radio', { name: child, exact: true }).check();
    await dialog
      .getByRole('button', { name: m.selection_for_whom_confirm({ name: child }, bn) })
      .click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(m.toast_class_selected({}, bn)).first()).toBeVisible();
  }
  // Both reached the server before the page is left: the first toast may still be on screen when
  // the second is clicked, and a page left at once may not have stored the second yet.
  const token = await accessTokenOf(page);
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/select', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as unknown[]).length;
    })
    .toBe(2);

  await page.goto('/dashboard/myclass');
  for (const child of ['Ayaan Rahman', 'Maya Rahman'])
    await expect(
      page
        .getByText(m.for_participant({ name: child }, bn))
        .filter({ visible: true })
        .first(),
    ).toBeVisible();

  // One payment for both.
  await page.goto('/dashboard/payment');
  await expect(page.getByText(m.payment_test_mode({}, bn)).first()).toBeVisible();
  await page.getByLabel(m.payment_card_number({}, bn)).fill('4242 4242 4242 4242');
  await page.getByLabel(m.payment_card_expiry({}, bn)).fill('12 / 34');
  await page.getByLabel(m.payment_card_cvc({}, bn)).fill('123');
  await page.locator('form button[type="submit"]').filter({ visible: true }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(m.payment_transaction_complete_heading({}, bn)) }),
  ).toBeVisible();

  await page.goto('/dashboard/enrolledclasses');
  for (const child of ['Ayaan Rahman', 'Maya Rahman'])
    await expect(
      page
        .getByText(m.for_participant({ name: child }, bn))
        .filter({ visible: true })
        .first(),
    ).toBeVisible();

  // The timetable has both children's sessions, each marked with the child's name, and a button
  // per member that shows theirs alone.
  await page.goto('/dashboard/timetable');
  const members = page.getByRole('group', { name: m.timetable_members({}, bn) });
  for (const child of ['Ayaan Rahman', 'Maya Rahman'])
    await expect(members.getByRole('button', { name: new RegExp(child) })).toBeVisible();
  const sessionOf = (child: string) => page.locator('main article').filter({ hasText: child });
  // This week, or the next one with a session (the page offers it when this week has none).
  const next = page.getByRole('button', { name: m.timetable_go_next_session({}, bn) });
  await expect(sessionOf('Ayaan Rahman').first().or(next)).toBeVisible();
  if (await next.isVisible()) await next.click();
  for (const child of ['Ayaan Rahman', 'Maya Rahman'])
    await expect(sessionOf(child).first()).toBeVisible();
  await members.getByRole('button', { name: /Maya Rahman/ }).click();
  await expect(sessionOf('Ayaan Rahman')).toHaveCount(0);

  // Maya's pass shows her name, for the door.
  await page.goto('/dashboard/enrolledclasses');
  await page
    .getByRole('button', { name: new RegExp(`${cls!.Name}, Maya Rahman`) })
    .first()
    .click();
  const pass = page.getByRole('dialog');
  await expect(pass.getByText('Maya Rahman', { exact: true })).toBeVisible();
  await expect(pass.getByTestId('pass-code')).toBeVisible();
  const code = await pass.getByTestId('pass-code').textContent();
  await page.keyboard.press('Escape');

  // Offline: the pass and the week from the saved copies.
  await waitForServiceWorkerControl(page);
  // Let the throttled persisters (query cache 1 s, IndexedDB copies 2 s) write.
  await page.waitForTimeout(2500);
  const context = page.context();
  await context.setOffline(true);
  await page.reload();
  await page
    .getByRole('button', { name: new RegExp(`${cls!.Name}, Maya Rahman`) })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByTestId('pass-code')).toHaveText(code!);
  await page.keyboard.press('Escape');
  await page.goto('/dashboard/timetable');
  await expect(sessionOf('Ayaan Rahman').first().or(next)).toBeVisible();
  if (await next.isVisible()) await next.click();
  for (const child of ['Ayaan Rahman', 'Maya Rahman'])
    await expect(sessionOf(child).first()).toBeVisible();

  // A class selected offline for Ayaan waits on this device, then reaches the server once.
  await page.goto('/bn/classes');
  const other = classCard(page, otherClass!.Name);
  await other.getByRole('button', { name: m.selection_select({}, bn), exact: true }).click();
  const dialog = page.getByRole('dialog', {
    name: m.selection_for_whom_title({ name: otherClass!.Name }, bn),
  });
  await dialog.getByRole('radio', { name: 'Ayaan Rahman', exact: true }).check();
  await dialog
    .getByRole('button', { name: m.selection_for_whom_confirm({ name: 'Ayaan Rahman' }, bn) })
    .click();
  await expect(page.getByText(m.toast_saved_on_device({}, bn)).first()).toBeVisible();
  await expect.poll(() => outboxSize(page)).toBe(1);
  await context.setOffline(false);
  await expect.poll(() => outboxSize(page), { timeout: 15_000 }).toBe(0);
  const onServer = (await (
    await page.request.get('/api/select', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Array<{ Name: string; participantName: string | null }>;
  expect(onServer.map((row) => [row.Name, row.participantName])).toEqual([
    [otherClass!.Name, 'Ayaan Rahman'],
  ]);
});
