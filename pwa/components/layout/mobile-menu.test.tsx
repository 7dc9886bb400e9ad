// A link in the phone menu closes the menu in the tap's own frame and navigates after it
// (mobile-menu.tsx, onNavigate); a tap with a modifier is left to the browser.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, json } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';

async function openMenu() {
  installFakeApi({
    'GET class': (call) => json(call.search.includes('limit=') ? { classes: [], next: null } : []),
  });
  const app = renderApp('/instructor', createFakeIdentity());
  await app.user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  return {
    ...app,
    menu,
    classes: within(menu).getByRole('link', { name: 'Classes' }),
    login: within(menu).getByRole('link', { name: 'Login' }),
  };
}

describe("the phone menu's links", () => {
  it('close the menu at once and navigate after that frame', async () => {
    const { router, menu, classes } = await openMenu();
    fireEvent.click(classes);
    expect(menu).not.toBeVisible();
    expect(router.state.location.pathname).toBe('/instructor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/classes'));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it("include the footer's Login link", async () => {
    const { router, menu, login } = await openMenu();
    fireEvent.click(login);
    expect(menu).not.toBeVisible();
    expect(router.state.location.pathname).toBe('/instructor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('leave a tap with a modifier (a new tab) to the browser', async () => {
    const { router, menu, classes } = await openMenu();
    let prevented: boolean | null = null;
    const keepHere = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      // jsdom cannot open a tab: what the app decided is read, then the browser's part is stopped.
      event.preventDefault();
    };
    document.addEventListener('click', keepHere);
    try {
      fireEvent.click(classes, { ctrlKey: true });
    } finally {
      document.removeEventListener('click', keepHere);
    }
    expect(prevented).toBe(false);
    expect(menu).toBeVisible();
    expect(router.state.location.pathname).toBe('/instructor');
  });
});
