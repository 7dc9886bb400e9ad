// The admin's user management and the role guards: promoting a student changes what they see,
// deleting asks first, and a student cannot use an admin page.
import type { Page } from '@playwright/test';
import {
  addClass,
  expect,
  registerThroughUi,
  tableRow,
  test,
  waitForContent,
} from '../journeys-fixtures.ts';

function dashboardMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Dashboard' });
}

test('an admin makes a freshly registered student an instructor and that user then gets the instructor menu', async ({
  openAs,
  uniqueEmail,
  uniqueName,
}) => {
  const account = { name: uniqueName('Nia Newcoach'), email: uniqueEmail };
  const student = await openAs('visitor');
  await registerThroughUi(student, account);
  await student.goto('/dashboard');
  await expect(
    dashboardMenu(student).getByRole('link', { name: 'My selected Classes' }),
  ).toBeVisible();
  await expect(dashboardMenu(student).getByRole('link', { name: 'Add a Class' })).toHaveCount(0);

  const admin = await openAs('admin');
  await admin.goto('/dashboard/allusers');
  const row = tableRow(admin, account.name);
  await row.getByRole('button', { name: `Make Instructor: ${account.name}` }).click();
  await expect(admin.getByText(`${account.name} is an Instructor Now!`)).toBeVisible();
  // The button gives way to the role word once the user holds the role.
  await expect(row.getByRole('button', { name: `Make Instructor: ${account.name}` })).toHaveCount(
    0,
  );
  await expect(row.getByText('instructor', { exact: true })).toBeVisible();

  await student.reload();
  await student.goto('/dashboard');
  await expect(dashboardMenu(student).getByRole('link', { name: 'Add a Class' })).toBeVisible();
  await expect(
    dashboardMenu(student).getByRole('link', { name: 'My selected Classes' }),
  ).toHaveCount(0);
});

test('deleting a class or a user asks "Are you sure?" first; Cancel keeps the row, "Yes, delete it!" removes it', async ({
  openAs,
  uniqueEmail,
  uniqueName,
  baseURL,
}) => {
  const className = uniqueName('Doomed Cricket');
  const coach = await openAs('instructor');
  await addClass(coach, {
    name: className,
    photoUrl: `${baseURL}/images/classes/cricket.svg`,
    price: '20',
    seats: '5',
  });
  const account = { name: uniqueName('Leaving Student'), email: uniqueEmail };
  await registerThroughUi(await openAs('visitor'), account);

  const admin = await openAs('admin');
  await admin.goto('/dashboard/allclasses');
  const classRow = tableRow(admin, className);
  await classRow.getByRole('button', { name: `Delete ${className}` }).click();
  let confirm = admin.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm.getByText("You won't be able to revert this!")).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(classRow).toHaveCount(1);

  await classRow.getByRole('button', { name: `Delete ${className}` }).click();
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(classRow).toHaveCount(0);
  await admin.reload();
  await waitForContent(admin);
  await expect(admin.getByText(className, { exact: true })).toHaveCount(0);

  await admin.goto('/dashboard/allusers');
  const userRow = tableRow(admin, account.name);
  await userRow.getByRole('button', { name: `Delete ${account.name}` }).click();
  confirm = admin.getByRole('alertdialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(userRow).toHaveCount(0);
  await admin.reload();
  await waitForContent(admin);
  await expect(admin.getByText(account.email, { exact: true })).toHaveCount(0);
});

test('a student opening /dashboard/allusers is refused with a clear message and no user list', async ({
  openAs,
}) => {
  const student = await openAs('student');
  await student.goto('/dashboard/allusers');
  const refusal = student.getByRole('alert').filter({ hasText: 'Not available for your account' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('This page is for admins.');
  await expect(refusal.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  await expect(student.getByRole('table')).toHaveCount(0);
  await expect(student.getByText('All Users are here')).toHaveCount(0);
});
