import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button asChild', () => {
  it('renders the child element with the button look, its own classes and props kept', () => {
    render(
      <Button asChild variant="outline" aria-label="Go to login">
        <a href="/login" className="w-full" aria-label="Login">
          Login
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Login' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link.className).toContain('border-input');
    expect(link.className).toContain('w-full');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('runs both click handlers, the child’s first', () => {
    const calls: string[] = [];
    const own = vi.fn(() => calls.push('child'));
    render(
      <Button asChild onClick={() => calls.push('button')}>
        <a href="#top" onClick={own}>
          Top
        </a>
      </Button>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Top' }));
    expect(calls).toEqual(['child', 'button']);
  });
});
