import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#pwa/components/ui/sonner.tsx';
import type { CalendarFeed } from '#shared/schemas/calendar.ts';
import { AddToCalendarLink } from './add-to-calendar-link.tsx';
import { CalendarSubscription } from './calendar-subscription.tsx';
import { goOffline } from '#pwa/test/device.ts';
import { renderWithQueries } from '#pwa/test/queries.tsx';
import { expectToast } from '#pwa/test/toasts.ts';

const feedAt = (token: string): CalendarFeed => ({
  url: `https://academy.example/api/calendar/${token}.ics`,
  webcalUrl: `webcal://academy.example/api/calendar/${token}.ics`,
});
const OLD = feedAt('a'.repeat(32));
const NEW = feedAt('b'.repeat(32));

/** The API: GET answers `current`, POST makes NEW the current one. */
function stubApi(current: CalendarFeed | null) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    if (request.method === 'POST') current = NEW;
    return Response.json(current);
  });
  return calls;
}

function renderCard() {
  return renderWithQueries(
    <>
      <CalendarSubscription />
      <Toaster />
    </>,
  ).user;
}

afterEach(() => vi.unstubAllGlobals());

describe('Calendar subscription', () => {
  it('shows the private URL, copies it, and links webcal: to the calendar app', async () => {
    stubApi(OLD);
    const writeText = vi.fn(async () => {});
    const user = renderCard();
    // userEvent.setup() puts its own clipboard on navigator: spy on that one.
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText);
    expect(await screen.findByLabelText('Your calendar address')).toHaveValue(OLD.url);
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', OLD.webcalUrl);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(OLD.url);
    await expectToast('Address copied.');
  });

  it("offers a family the whole family's feed or one member's", async () => {
    const family: CalendarFeed = {
      ...OLD,
      members: [
        {
          id: 'me',
          name: 'Sam Lee',
          url: `${OLD.url}?member=me`,
          webcalUrl: `${OLD.webcalUrl}?member=me`,
        },
        {
          id: 'c1',
          name: 'Ayaan Lee',
          url: `${OLD.url}?member=c1`,
          webcalUrl: `${OLD.webcalUrl}?member=c1`,
        },
      ],
    };
    stubApi(family);
    const user = renderCard();
    const whose = await screen.findByLabelText('Whose sessions');
    expect(whose).toHaveValue('');
    expect(screen.getByLabelText('Your calendar address')).toHaveValue(OLD.url);
    await user.selectOptions(whose, 'Ayaan Lee');
    expect(screen.getByLabelText('Your calendar address')).toHaveValue(`${OLD.url}?member=c1`);
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      `${OLD.webcalUrl}?member=c1`,
    );
  });

  it('replaces the URL only after the confirmation that the old one stops', async () => {
    const calls = stubApi(OLD);
    const user = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Replace link' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The old address stops working at once');
    await user.click(screen.getByRole('button', { name: 'Keep the old one' }));
    expect(calls).toEqual(['GET /api/calendar-feed']);

    await user.click(screen.getByRole('button', { name: 'Replace link' }));
    await user.click(await screen.findByRole('button', { name: 'Replace' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Your calendar address')).toHaveValue(NEW.url),
    );
    expect(calls).toEqual(['GET /api/calendar-feed', 'POST /api/calendar-feed']);
    await expectToast('New address made: the old one no longer works.');
  });

  it('makes the first URL when there is none', async () => {
    const calls = stubApi(null);
    const user = renderCard();
    expect(await screen.findByText('You have no calendar address yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make my calendar address' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Your calendar address')).toHaveValue(NEW.url),
    );
    expect(calls).toContain('POST /api/calendar-feed');
  });

  it('keeps showing the URL offline but disables replacing it, saying why', async () => {
    stubApi(OLD);
    renderCard();
    expect(await screen.findByLabelText('Your calendar address')).toHaveValue(OLD.url);
    act(() => goOffline());
    const replace = screen.getByRole('button', { name: 'Replace link' });
    expect(replace).toBeDisabled();
    expect(replace).toHaveAccessibleDescription(
      'You are offline. Making or replacing the calendar address needs a connection.',
    );
    expect(screen.getByLabelText('Your calendar address')).toHaveValue(OLD.url);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
  });
});

describe('Add to calendar', () => {
  it("links the class's .ics for download online, and is disabled with a note offline", () => {
    const { unmount } = render(<AddToCalendarLink classId="c 1" />);
    const link = screen.getByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('href', '/api/class/c%201/calendar.ics');
    expect(link).toHaveAttribute('download');
    unmount();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<AddToCalendarLink classId="c1" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Add to calendar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'You are offline. Adding to a calendar needs a connection.',
    );
  });
});
