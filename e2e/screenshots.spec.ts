// Not a check: `SCREENSHOTS=1 npm run test:e2e -- e2e/screenshots.spec.ts` saves the main screens
// at a phone and a desktop size (the first screen, as a person sees it) to test-results/screenshots/.
import { expect, test } from './fixtures.ts';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const SCREENS = [
  { path: '/', heading: undefined, signedIn: false },
  { path: '/classes', heading: 'Choose Your Interest', signedIn: false },
  { path: '/login', heading: 'please Login', signedIn: false },
  { path: '/register', heading: 'Please Register', signedIn: false },
  { path: '/dashboard/myclass', heading: 'My selected Classes', signedIn: true },
] as const;

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the screenshots');

for (const size of SIZES) {
  test(`screenshots at ${size.name} size (${size.width}×${size.height})`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const screen of SCREENS) {
      if (screen.signedIn) await signIn('student');
      await page.goto(screen.path);
      if (screen.heading)
        await expect(page.getByRole('heading', { name: screen.heading }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const name = screen.path === '/' ? 'home' : screen.path.slice(1).replaceAll('/', '-');
      await page.screenshot({ path: `test-results/screenshots/${name}-${size.name}.png` });
    }
  });
}
