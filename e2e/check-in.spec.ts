// Check-in at the door: the instructor's phone scans a student's pass with its
// camera (Chromium's fake camera, fed a video of the pass's QR code) with the network cut after
// the roster was saved; the screen names the student at once; back online the scan syncs, and
// the server counts exactly one check-in, or refuses it (the pass was refunded meanwhile) and the
// phone says why. Each test launches its own Chromium: the camera flags belong to the browser.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { passPayload } from '../shared/check-in/pass.ts';
import {
  checkInsAt,
  passOf,
  refundInDatabase,
  seedCheckInWorld,
  writeQrVideo,
} from './check-in-fixtures.ts';
import { expect, expectNoAccessibilityViolations, signInOnce, test } from './fixtures.ts';
import { GOES_OFFLINE, waitForServiceWorkerControl } from './offline-fixtures.ts';
import { chromiumLaunchOptions, endToEndBrowserPath } from '../scripts/lib/chromium.ts';

test.use(GOES_OFFLINE);

let dir: string | undefined;
let browser: Browser | undefined;

test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/**
 * A class meeting now with one enrolled student; the instructor's phone (390 px, a camera that
 * sees the student's pass) opens My Classes online, then loses the network and opens Check in.
 */
async function scanOffline(baseURL: string, emulatorHost: string) {
  const stamp = `${Date.now().toString(36)}${test.info().workerIndex}`;
  const world = await seedCheckInWorld(emulatorHost, stamp);
  const pass = await passOf(world.classId, world.student.email);
  dir = await mkdtemp(path.join(tmpdir(), 'check-in-camera-'));
  const video = path.join(dir, 'pass.y4m');
  await writeQrVideo(video, passPayload(world.classId, pass.token));
  browser = await chromium.launch({
    headless: true,
    ...chromiumLaunchOptions(endToEndBrowserPath(), [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]),
  });
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await context.grantPermissions(['camera'], { origin: baseURL });
  const page = await context.newPage();

  await signInOnce(page, world.instructor.email, world.instructor.password);
  await page.goto('/dashboard/instructorclasses');
  await waitForServiceWorkerControl(page);
  // My Classes offers Check in for today's session, having saved the class's roster.
  const checkIn = page.getByRole('link', { name: 'Check in' });
  await expect(checkIn).toBeVisible();

  await context.setOffline(true);
  await checkIn.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/checkin/${world.sessionId}\\?class=`));
  await expect(page.getByRole('heading', { name: `Check in: ${world.className}` })).toBeVisible();
  await expect(page.getByText(/Offline — saved/)).toBeVisible();

  const result = page.getByTestId('scan-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result).toContainText(world.student.name);
  await expect(result).toHaveAttribute('data-verdict', /ok|already/);
  await expect(count(page)).toHaveText('1 of 1 checked in');
  await expect(waiting(page)).toBeVisible();
  expect(await checkInsAt(world.sessionId)).toBe(0);
  await expectNoAccessibilityViolations(page);
  return { world, page, context, result };
}

const count = (page: Page) => page.getByTestId('check-in-count');
// The roster's row says it (the scan's answer above the list says it too).
const waiting = (page: Page) =>
  page.getByRole('listitem').getByText('Waiting to sync', { exact: true });

test('an instructor checks a student in by scanning the pass offline; it syncs once', async ({
  baseURL,
  emulatorHost,
}) => {
  const { world, page, context, result } = await scanOffline(baseURL!, emulatorHost);
  await context.setOffline(false);
  await expect(waiting(page)).toBeHidden({ timeout: 20_000 });
  await expect.poll(() => checkInsAt(world.sessionId)).toBe(1);
  // The camera keeps reading the same pass: it stays one check-in.
  await page.waitForTimeout(5_000);
  await expect(result).toContainText(world.student.name);
  expect(await checkInsAt(world.sessionId)).toBe(1);
  await expect(count(page)).toHaveText('1 of 1 checked in');
});

test('a scan made offline of a pass refunded meanwhile is refused on sync, and the phone says why', async ({
  baseURL,
  emulatorHost,
}) => {
  const { world, page, context } = await scanOffline(baseURL!, emulatorHost);
  await refundInDatabase(world.classId, world.student.email);
  await context.setOffline(false);
  await expect(page.getByText('A check-in was refused')).toBeVisible({ timeout: 20_000 });
  const row = page.getByRole('listitem').filter({ hasText: world.student.email });
  await expect(row.getByRole('alert')).toHaveText(
    'This pass was refunded: the student is no longer enrolled in this class.',
  );
  await expect(row.getByRole('checkbox')).not.toBeChecked();
  await expect(count(page)).toHaveText(/^0 of \d checked in$/);
  expect(await checkInsAt(world.sessionId)).toBe(0);
});

test("a student's pass opens offline once Enrolled Classes was seen online", async ({
  page,
  context,
  emulatorHost,
}) => {
  const stamp = `${Date.now().toString(36)}${test.info().workerIndex}p`;
  const world = await seedCheckInWorld(emulatorHost, stamp);
  const pass = await passOf(world.classId, world.student.email);
  await signInOnce(page, world.student.email, world.student.password);
  await page.goto('/dashboard/enrolledclasses');
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('button', { name: `Show pass (${world.className})` })).toBeVisible();
  // The saved copy is written after a pause, or when the page is left.
  await page.waitForTimeout(2_500);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: `Show pass (${world.className})` }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('img', { name: `QR code of your pass for ${world.className}` }),
  ).toBeVisible();
  await expect(dialog.getByTestId('pass-code')).toHaveText(
    `${pass.code.slice(0, 4)}-${pass.code.slice(4)}`,
  );
  await expect(dialog).toContainText(world.student.name);
  await expectNoAccessibilityViolations(page);
});
