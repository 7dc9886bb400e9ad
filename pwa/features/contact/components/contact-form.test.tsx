import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#shared/validation.ts';
import { renderWithQueries } from '#pwa/test/queries.tsx';
import { ContactForm } from './contact-form.tsx';

// The API is a separate process: these tests stop at the network boundary with a fetch stub.
function stubFetch(status: number, body: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    calls.push({ url: input.url, method: input.method, body: await input.clone().json() });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function renderForm() {
  return renderWithQueries(<ContactForm />).user;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('shows a message under every empty field and sends nothing', async () => {
    const calls = stubFetch(201, { insertedId: 'x' });
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.messageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('refuses an e-mail address that is not valid', async () => {
    stubFetch(201, { insertedId: 'x' });
    const user = renderForm();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  });

  it('stores the message through POST /api/contact, confirms it and clears the form', async () => {
    const calls = stubFetch(201, { insertedId: 'm1' });
    const user = renderForm();
    await user.type(screen.getByLabelText('Your Name'), 'Ayesha Rahman');
    await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Swimming for kids');
    await user.type(screen.getByLabelText('Message'), 'Do you have classes for 7-year-olds?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent');
    expect(calls).toEqual([
      {
        url: 'http://localhost:3000/api/contact',
        method: 'POST',
        body: {
          name: 'Ayesha Rahman',
          email: 'ayesha@example.com',
          subject: 'Swimming for kids',
          message: 'Do you have classes for 7-year-olds?',
        },
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Your Name')).toHaveValue(''));
  });

  it("shows the server's refusal when the message could not be stored", async () => {
    stubFetch(429, {
      error: { code: 'rate_limited', message: 'Too many messages. Try again later.' },
    });
    const user = renderForm();
    await user.type(screen.getByLabelText('Your Name'), 'Ayesha');
    await user.type(screen.getByLabelText('Email'), 'ayesha@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Too many messages. Try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Ayesha');
  });
});
