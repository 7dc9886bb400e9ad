// The contact form for a reader of Bangla: its validation messages and the API's refusals are
// shown in Bangla (the catalogue's words for the same reason and values), with Bengali digits;
// a refusal this build does not know keeps the API's English sentence.
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMessageLocale } from '#shared/i18n/locale.ts';
import { LocaleProvider } from '#pwa/lib/i18n/locale.tsx';
import { renderWithQueries } from '#pwa/test/queries.tsx';
import { ContactForm } from './contact-form.tsx';

function stubFetch(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

/** The form on a page whose language is the reader's choice (not a public page's path). */
function renderInBangla() {
  localStorage.setItem('locale', 'bn');
  const { container, user } = renderWithQueries(
    <MemoryRouter initialEntries={['/dashboard']}>
      <LocaleProvider>
        <ContactForm />
      </LocaleProvider>
    </MemoryRouter>,
  );
  const field = (name: string) => container.querySelector<HTMLElement>(`#contact-form-${name}`)!;
  const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  return { user, field, submit };
}

async function fillAndSend() {
  const { user, field, submit } = renderInBangla();
  await user.type(field('name'), 'Ayesha');
  await user.type(field('email'), 'ayesha@example.com');
  await user.type(field('subject'), 'Hi');
  await user.type(field('message'), 'Hello');
  await user.click(submit);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  setMessageLocale('en');
});

describe('ContactForm in Bangla', () => {
  it('shows the validation messages in Bangla', async () => {
    const { user, field, submit } = renderInBangla();
    await user.type(field('email'), 'not-an-email');
    await user.click(submit);

    expect(await screen.findByText('নাম দিতে হবে')).toBeInTheDocument();
    expect(screen.getByText('সঠিক একটি ইমেইল ঠিকানা লিখুন।')).toBeInTheDocument();
    expect(screen.getByText('বিষয় দিতে হবে')).toBeInTheDocument();
    expect(screen.getByText('মেসেজ দিতে হবে')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it("shows the API's refusal in Bangla, its values in Bengali digits", async () => {
    stubFetch(429, {
      error: {
        code: 'rate_limited',
        reason: 'rate_limited',
        params: { seconds: 30 },
        message: 'Too many requests. Try again in 30 seconds.',
      },
    });
    await fillAndSend();

    expect(
      await screen.findByText('অনেক বেশি রিকোয়েস্ট এসেছে। ৩০ সেকেন্ড পরে আবার চেষ্টা করুন।'),
    ).toBeInTheDocument();
  });

  it("shows a bad field's message from the API in Bangla under its field", async () => {
    stubFetch(400, {
      error: {
        code: 'bad_request',
        reason: 'validation_control_character',
        params: { field: 'subject' },
        message: 'Subject must not contain invisible control characters.',
        fields: { subject: 'Subject must not contain invisible control characters.' },
        fieldReasons: {
          subject: { reason: 'validation_control_character', params: { field: 'subject' } },
        },
      },
    });
    await fillAndSend();

    const bangla = 'বিষয়-এ অদৃশ্য কন্ট্রোল ক্যারেক্টার থাকতে পারবে না।';
    expect(await screen.findAllByText(bangla)).toHaveLength(2); // the form's alert and the field
  });

  it("keeps the API's English for a reason this build does not know", async () => {
    stubFetch(409, {
      error: { code: 'conflict', reason: 'a_newer_reason', params: {}, message: 'Newer words.' },
    });
    await fillAndSend();

    expect(await screen.findByText('Newer words.')).toBeInTheDocument();
  });
});
