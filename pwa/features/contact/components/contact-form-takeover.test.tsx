// The contact form is in the home page's HTML, and its code takes it over after the first paint
// (decision 028). That code must stay small (the schemas load at the first check, not
// with the form) and must not lose what a person typed before it came in (react-hook-form keeps a
// field edited before the form is ready, rather than writing its default value into it).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#shared/validation.ts';
import { ContactForm } from './contact-form.tsx';

// Counts the evaluations of the schema's module (its exports stay the real ones).
const schemaModuleLoaded = vi.hoisted(() => vi.fn());
vi.mock('#shared/schemas/contact.ts', async (importOriginal) => {
  schemaModuleLoaded();
  return importOriginal();
});

const form = () => (
  <QueryClientProvider client={new QueryClient()}>
    <ContactForm />
  </QueryClientProvider>
);

describe('the contact form taking over its HTML', () => {
  it('renders without its schema, which loads at the first check', async () => {
    render(form());
    expect(schemaModuleLoaded).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(schemaModuleLoaded).toHaveBeenCalledOnce();
  });

  it('keeps what was typed into the HTML before the code came in', async () => {
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    scope.IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(form());
    const field = (name: string) =>
      container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#contact-form-${name}`)!;
    field('name').value = 'Ayesha';
    field('message').value = 'Do you have classes for 7-year-olds?';
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, form(), { onRecoverableError: (error) => errors.push(error) }),
    );

    expect(errors).toEqual([]);
    expect(field('name')).toHaveValue('Ayesha');
    expect(field('message')).toHaveValue('Do you have classes for 7-year-olds?');
    expect(container.querySelector('button[type="submit"]')).toBeEnabled();
    act(() => root.unmount());
    container.remove();
    delete scope.IS_REACT_ACT_ENVIRONMENT;
  });
});
