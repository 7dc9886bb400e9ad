import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Instructor } from '#shared/schemas/instructor.ts';
import { renderWithQueries } from '#pwa/test/queries.tsx';
import { InstructorsGrid } from './instructors-grid.tsx';

const MEI: Instructor = {
  _id: 'i1',
  name: 'Mei Chen',
  email: 'mei@academy.test',
  image: '/images/instructors/mei-chen.svg',
  expertise: 'Badminton & Table Tennis',
};

function renderGrid(response: () => Response) {
  vi.stubGlobal('fetch', async () => response());
  renderWithQueries(
    <MemoryRouter>
      <InstructorsGrid />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InstructorsGrid (/instructor)', () => {
  it('shows each instructor with name, email, expertise labelled Class Name, and a sized image', async () => {
    renderGrid(() => Response.json([MEI]));
    const card = within(
      (await screen.findByRole('heading', { name: 'Mei Chen' })).closest('article') as HTMLElement,
    );
    expect(card.getByRole('link', { name: 'mei@academy.test' })).toHaveAttribute(
      'href',
      'mailto:mei@academy.test',
    );
    expect(card.getByText('Class Name')).toBeInTheDocument();
    expect(card.getByText('Badminton & Table Tennis')).toBeInTheDocument();
    const image = card.getByAltText('Portrait of Mei Chen');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
  });

  it('points to the classes when there are no instructors yet', async () => {
    renderGrid(() => Response.json([]));
    expect(await screen.findByText('No instructors yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See classes' })).toHaveAttribute('href', '/classes');
  });

  it('offers a Retry when the list cannot be loaded', async () => {
    renderGrid(() => new Response('bad gateway', { status: 502 }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
