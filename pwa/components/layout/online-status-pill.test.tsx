import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getLocalDb } from '#pwa/lib/storage/local-db.ts';
import { queueChange } from '#pwa/lib/outbox/outbox.ts';
import { installFakeApi, json, sessionRoutes } from '#pwa/test/fake-api.ts';
import { createFakeIdentity } from '#pwa/test/fake-identity.ts';
import { renderApp } from '#pwa/test/render-app.tsx';
import { statusSentence } from './online-status-pill.tsx';

const email = 'student@academy.test';
const identity = () =>
  createFakeIdentity({
    accounts: [{ email, password: 'Student@123', displayName: 'Sam', photoURL: null }],
    signedInAs: email,
  });

/** A waiting change as the outbox stores it (a select: the navbar counts any kind). */
const waiting = (id: string) => ({
  id,
  op: 'select',
  method: 'POST' as const,
  path: 'select' as const,
  body: { _id: id, selectedClassId: `class-${id}`, email },
  email,
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** The navbar renders the pill twice (desktop and phone rows; CSS shows one): any will do. */
const pill = (text: string) =>
  screen.findAllByText(
    (_, element) => element?.matches('span[aria-hidden]') === true && element.textContent === text,
  );
const announced = () => screen.getAllByRole('status').map((region) => region.textContent);

describe('the navigation bar’s connection indicator', () => {
  it('words each state for a screen reader', () => {
    expect(statusSentence(true, 0)).toBe('');
    expect(statusSentence(false, 0)).toBe('Offline');
    expect(statusSentence(false, 1)).toBe('Offline: 1 change waiting to sync');
    expect(statusSentence(true, 3)).toBe('3 changes waiting to sync');
  });

  it('counts the waiting changes offline, keeps them while the server answers 502, and clears once they are sent', async () => {
    await queueChange(waiting('a'));
    await queueChange(waiting('b'));
    let serverUp = false;
    const posted: string[] = [];
    installFakeApi({
      ...sessionRoutes('student'),
      'GET class': () => json([]),
      'POST select': (call) => {
        if (!serverUp) return json('<html>Bad Gateway</html>', 502);
        posted.push((call.body as { _id: string })._id);
        return json({ insertedId: 'x' });
      },
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/classes', identity());

    expect(await pill('Offline · 2 waiting')).not.toHaveLength(0);
    expect(announced()).toContain('Offline: 2 changes waiting to sync');

    // Back online but the API is down: not 'Offline', and nothing is dropped.
    setOnline(true);
    expect(await pill('2 waiting')).not.toHaveLength(0);
    expect(screen.queryAllByText(/^Offline/)).toHaveLength(0);
    expect(announced()).toContain('2 changes waiting to sync');
    expect(await getLocalDb().outbox.count()).toBe(2);

    serverUp = true;
    setOnline(true);
    await waitFor(() => expect(posted.sort()).toEqual(['a', 'b']));
    await waitFor(() => expect(screen.queryAllByText(/waiting/)).toHaveLength(0));
    expect(announced().every((text) => !text?.includes('waiting'))).toBe(true);
  });

  it('shows only Offline, and nothing online, when nothing waits', async () => {
    installFakeApi({ ...sessionRoutes('student'), 'GET class': () => json([]) });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/classes', identity());
    expect(await pill('Offline')).not.toHaveLength(0);
    setOnline(true);
    await waitFor(() => expect(screen.queryAllByText('Offline')).toHaveLength(0));
  });
});

describe('the indicator’s live region', () => {
  it('is in the page before its first sentence: a region added with its text is often not announced', async () => {
    installFakeApi({ ...sessionRoutes('student'), 'GET class': () => json([]) });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // A region inserted with its text comes in one record (the region, text inside); a sentence
    // written into a region already there is a record of its own, whose target is the region.
    const written: Node[] = [];
    const note = (records: MutationRecord[]) => {
      for (const record of records)
        if (record.type === 'childList' && record.addedNodes.length > 0)
          written.push(record.target);
    };
    const observer = new MutationObserver(note);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    // The pill mounts after the page's first render (navbar.tsx), here offline already.
    renderApp('/classes', identity());
    expect(await pill('Offline')).not.toHaveLength(0);
    await waitFor(() => expect(announced()).toContain('Offline'));
    note(observer.takeRecords());
    observer.disconnect();
    const regions = screen
      .getAllByRole('status')
      .filter((region) => region.textContent === 'Offline');
    expect(regions.length).toBeGreaterThan(0);
    for (const region of regions) expect(written).toContain(region);
  });
});
