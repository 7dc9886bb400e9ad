// A family in Chromium against the real API (decision 049): a mother adds her son with the form
// (a date of birth in the future is refused at its field), invites the father by a link, the
// father joins with his own login and changes the son's level, the mother sees it, and removes
// the son after downloading the family's data. The page passes axe, and fits a phone in Bangla.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { m } from '../../shared/i18n/paraglide/messages.js';
import { expectNoAccessibilityViolations } from '../fixtures.ts';
import { accessTokenOf } from '../offline-fixtures.ts';
import { expect, PHONE, test } from '../journeys-fixtures.ts';

const bn = { locale: 'bn' } as const;

/** Records the signed-in person as a student, as registering does (POST /api/users). */
async function recordStudent(page: Page, name: string, email: string): Promise<void> {
  const response = await page.request.post('/api/users', {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { name, email },
  });
  expect(response.status()).toBe(201);
}

test('a mother adds her son, the father joins by the link and both look after him', async ({
  openAs,
  createAccount,
  uniqueEmail,
}) => {
  test.setTimeout(120_000);
  const mother = await createAccount({ name: 'Nusrat Rahman' });
  const father = await createAccount({ name: 'Imran Rahman', email: `father-${uniqueEmail}` });

  const mothers = await openAs(mother);
  await recordStudent(mothers, mother.name, mother.email);
  await mothers.goto('/dashboard/family');
  await expect(mothers.getByRole('heading', { name: 'My family', level: 1 })).toBeVisible();
  await expect(mothers.getByText(m.family_no_children())).toBeVisible();

  // The form: a date of birth in the future is refused where it was typed.
  await mothers.getByRole('button', { name: m.family_add_child() }).click();
  const form = mothers.getByRole('dialog', { name: m.family_add_child() });
  await form.getByLabel(m.family_form_name(), { exact: true }).fill('Ayaan Rahman');
  await form.getByLabel(m.family_form_date_of_birth()).fill('2099-01-01');
  await form.getByLabel(m.family_form_emergency_name()).fill('Nusrat Rahman');
  await form.getByLabel(m.family_form_emergency_phone()).fill('+880 1711-000000');
  await form.getByLabel(m.family_form_medical_notes()).fill('Asthma: inhaler in his bag.');
  await form.getByRole('button', { name: m.family_form_save() }).click();
  await expect(form.getByLabel(m.family_form_date_of_birth())).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form.getByText(/Enter a date of birth/)).toBeVisible();
  await form.getByLabel(m.family_form_date_of_birth()).fill('2017-03-14');
  await form.getByRole('button', { name: m.family_form_save() }).click();
  await expect(form).toHaveCount(0);
  const son = mothers.getByRole('article').filter({ hasText: 'Ayaan Rahman' });
  await expect(son).toContainText(m.family_member_medical());
  await expect(son).toContainText(/\d+ years old/);
  // The toast that says so is checked by its own tests; here it may still be fading in.
  await expectNoAccessibilityViolations(mothers, ['[data-sonner-toaster]']);

  // The invitation: a link shown once, which the father opens signed in as himself.
  await mothers.getByRole('button', { name: m.family_invite_make() }).click();
  const link = await mothers.getByLabel(m.family_invite_link_label()).inputValue();
  expect(link).toMatch(/\/dashboard\/family\/join#[0-9a-f]{32}$/);

  const fathers = await openAs(father, PHONE);
  await recordStudent(fathers, father.name, father.email);
  await fathers.goto(new URL(link).pathname + new URL(link).hash);
  await fathers.getByRole('button', { name: m.family_join_accept() }).click();
  await expect(fathers).toHaveURL(/\/dashboard\/family$/);
  const sonForFather = fathers.getByRole('article').filter({ hasText: 'Ayaan Rahman' });
  await expect(sonForFather).toBeVisible();
  await expect(fathers.getByText(mother.email, { exact: true })).toBeVisible();

  await sonForFather
    .getByRole('button', { name: m.family_edit_member({ name: 'Ayaan Rahman' }) })
    .click();
  const edit = fathers.getByRole('dialog');
  await edit.getByLabel(m.family_form_level(), { exact: true }).selectOption('intermediate');
  await edit.getByRole('button', { name: m.family_form_save() }).click();
  await expect(sonForFather).toContainText(m.member_level_intermediate());

  // The same page for the father in Bangla, on his phone.
  await fathers.evaluate(() => localStorage.setItem('locale', 'bn'));
  await fathers.reload();
  await expect(
    fathers.getByRole('heading', { name: m.family_page_title({}, bn), level: 1 }),
  ).toBeVisible();
  expect(
    await fathers.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);

  // The mother sees his change, downloads the family's data, and removes her son: gone for both.
  await mothers.reload();
  await expect(son).toContainText(m.member_level_intermediate());
  const [download] = await Promise.all([
    mothers.waitForEvent('download'),
    mothers.getByRole('button', { name: m.family_data_download() }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^family-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    family: { members: { name: string; level: string | null }[] };
  };
  expect(data.family.members).toContainEqual(
    expect.objectContaining({ name: 'Ayaan Rahman', level: 'intermediate' }),
  );
  await son.getByRole('button', { name: m.family_remove_label({ name: 'Ayaan Rahman' }) }).click();
  await mothers.getByRole('alertdialog').getByRole('button', { name: m.family_remove() }).click();
  await expect(son).toHaveCount(0);
  await fathers.reload();
  await expect(fathers.getByText(m.family_no_children({}, bn))).toBeVisible();
});
