// A class's way from the instructor's form through the admin's review: approved classes reach
// the public catalogue; denied ones come back to the instructor with the admin's feedback.
import { addClass, expect, tableRow, test, waitForContent } from '../journeys-fixtures.ts';

test('an instructor adds a class, an admin approves it and a visitor then finds it on /classes', async ({
  openAs,
  uniqueName,
  baseURL,
}) => {
  const name = uniqueName('Sunrise Rowing');
  const coach = await openAs('instructor');
  await coach.goto('/dashboard/addclass');
  await expect(coach.getByLabel('Instructor Name')).toHaveValue('Carlos Mendes');
  await expect(coach.getByLabel('Instructor Email')).toHaveValue('coach@academy.test');
  await addClass(coach, {
    name,
    photoUrl: `${baseURL}/images/classes/rowing.svg`,
    price: '45',
    seats: '12',
  });

  const visitor = await openAs('visitor');
  await visitor.goto('/classes');
  await waitForContent(visitor);
  await expect(visitor.getByText(name, { exact: true })).toHaveCount(0);

  const admin = await openAs('admin');
  await admin.goto('/dashboard/allclasses');
  await admin
    .getByRole('table')
    .getByRole('button', { name: `pending: approve ${name}` })
    .click();
  await expect(admin.getByText(`${name}is Approved Now!`)).toBeVisible();
  await expect(
    tableRow(admin, name).getByRole('button', { name: 'Status: approved' }),
  ).toBeDisabled();

  await visitor.reload();
  await expect(visitor.getByText(name, { exact: true }).first()).toBeVisible();
});

test('an admin denies a class with feedback; the instructor reads it, edits the class and it is pending again', async ({
  openAs,
  uniqueName,
  baseURL,
}) => {
  const name = uniqueName('Late Boxing');
  const feedback = 'Please use a photo of the gym and a price under $60.';
  const coach = await openAs('instructor');
  await addClass(coach, {
    name,
    photoUrl: `${baseURL}/images/classes/boxing.svg`,
    price: '80',
    seats: '10',
  });

  const admin = await openAs('admin');
  await admin.goto('/dashboard/allclasses');
  await admin
    .getByRole('table')
    .getByRole('button', { name: `FeedBack for ${name}` })
    .click();
  const dialog = admin.getByRole('dialog', { name: 'FeedBack' });
  await dialog.getByLabel('Feedback').fill(feedback);
  await dialog.getByRole('button', { name: 'Deny with feedback' }).click();
  await expect(admin.getByText(`${name}is Denied Now!`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    tableRow(admin, name).getByRole('button', { name: `Denied: ${name}` }),
  ).toBeDisabled();

  await coach.goto('/dashboard/instructorclasses');
  const row = tableRow(coach, name);
  await expect(row.getByText('Denied', { exact: true })).toBeVisible();
  await expect(row.getByText(feedback)).toBeVisible();

  await row.getByRole('button', { name: `Update ${name}` }).click();
  const edit = coach.getByRole('dialog', { name: `Update ${name}` });
  // The class has a branch, so its price is in the branch's currency.
  await edit.getByLabel(/^Price \(/).fill('55');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByText('pending', { exact: true })).toBeVisible();
  await expect(row.getByText(/BDT\s55/)).toBeVisible();

  // Back in the admin's queue: the status button approves again.
  await admin.reload();
  await expect(
    admin.getByRole('table').getByRole('button', { name: `pending: approve ${name}` }),
  ).toBeEnabled();
});
