// "My timetable" in Chromium against the real stack: the demo student, enrolled in a running
// class through the real payment API, sees its sessions week by week; with the network cut, a
// reload (served by the service worker) still shows them from the saved copy, with the note
// saying so.
import { expect, expectNoAccessibilityViolations, test } from './fixtures.ts';
import { GOES_OFFLINE, accessTokenOf, waitForServiceWorkerControl } from './offline-fixtures.ts';

test.use(GOES_OFFLINE);

type CatalogueClass = {
  _id: string;
  Name: string;
  sets: number;
  status: string;
  firstSessionAt?: string | null;
  lastSessionAt?: string | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** An approved demo class that began before this week and runs past the next: it meets this week. */
async function runningClass(baseURL: string): Promise<CatalogueClass> {
  const classes = (await (await fetch(`${baseURL}/api/class`)).json()) as CatalogueClass[];
  const now = Date.now();
  const running = classes.filter(
    (cls) =>
      cls.status === 'approved' &&
      cls.sets >= 10 &&
      cls.firstSessionAt &&
      cls.lastSessionAt &&
      Date.parse(cls.firstSessionAt) < now - 8 * DAY_MS &&
      Date.parse(cls.lastSessionAt) > now + 15 * DAY_MS,
  );
  // The last one: the payment specs take the roomiest classes first.
  const chosen = running.at(-1);
  if (!chosen) throw new Error('The demo catalogue needs a class running through the next weeks');
  return chosen;
}

/** Select → payment intent → the test provider's card 4242 → finalize, as the PWA does it. */
async function enrol(baseURL: string, token: string, classId: string): Promise<void> {
  const post = async (path: string, body: unknown, auth = true) => {
    const response = await fetch(`${baseURL}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(auth ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return (await response.json()) as Record<string, string>;
  };
  await post('select', { _id: crypto.randomUUID(), selectedClassId: classId });
  const intent = await post('create-payment-intent', {});
  await post(
    'test-payments/confirm',
    {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      billingDetails: { name: 'Demo Student', email: 'student@academy.test' },
    },
    false,
  );
  await post('payments', { transactionId: intent.intentId, status: 'service pending' });
}

test('the demo student sees their sessions, and again offline from the saved copy', async ({
  page,
  context,
  baseURL,
  signIn,
}) => {
  const cls = await runningClass(baseURL!);
  await signIn('student');
  await enrol(baseURL!, await accessTokenOf(page), cls._id);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'My timetable' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/timetable$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My timetable' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^This week/ })).toBeVisible();
  const sessions = page.getByRole('link', { name: cls.Name, exact: true });
  await expect(sessions.first()).toBeVisible();
  const shown = await sessions.count();
  // Today is named for screen readers too, and the week reads without violations on a desktop
  // and on a phone.
  await expect(page.locator('[aria-current="date"]')).toContainText('Today');
  await expectNoAccessibilityViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sessions.first()).toBeVisible();
  await expectNoAccessibilityViolations(page);
  // Next week too (the class runs past it), then back.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Next week/ })).toBeVisible();
  await expect(sessions.first()).toBeVisible();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^This week/ })).toBeVisible();

  await waitForServiceWorkerControl(page);
  // Let the throttled persisters (query cache 1 s, IndexedDB copies 2 s) write.
  await page.waitForTimeout(2500);
  await context.setOffline(true);
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: 'My timetable' })).toBeVisible();
  await expect(page.getByText(/Offline — saved/)).toBeVisible();
  await expect(sessions).toHaveCount(shown);
  await context.setOffline(false);
});
