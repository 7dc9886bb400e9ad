import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page.tsx';

afterEach(cleanup);

describe('ErrorPage', () => {
  it("shows 404 by default, 'Error', the message and 'Back to home page'", () => {
    render(
      <MemoryRouter>
        <ErrorPage message="Not here." />
      </MemoryRouter>,
    );
    expect(screen.getByText('404', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error');
    expect(screen.getByText('Not here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');
  });

  it('offers the way back to the dashboard in its dashboard variant', () => {
    render(
      <MemoryRouter>
        <ErrorPage status={500} variant="dashboard" dashboardHome="/dashboard/allusers" canRetry />
      </MemoryRouter>,
    );
    expect(screen.getByText('500', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/allusers',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
