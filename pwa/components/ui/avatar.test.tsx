import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, AvatarFallback, AvatarImage, initials } from './avatar.tsx';

function renderAvatar() {
  render(
    <Avatar title="Ada Lovelace">
      <AvatarImage src="/ada.png" alt="Ada Lovelace" />
      <AvatarFallback>{initials('Ada Lovelace')}</AvatarFallback>
    </Avatar>,
  );
  return screen.getByRole('img', { hidden: true });
}

describe('Avatar', () => {
  it('shows the initials until the photo has loaded, then only the photo', () => {
    const photo = renderAvatar();
    expect(screen.getByText('AL')).toBeVisible();
    expect(photo).not.toBeVisible();
    fireEvent.load(photo);
    expect(screen.queryByText('AL')).toBeNull();
    expect(photo).toBeVisible();
  });

  it('keeps the initials when the photo fails', () => {
    const photo = renderAvatar();
    fireEvent.error(photo);
    expect(screen.getByText('AL')).toBeVisible();
    expect(photo).not.toBeVisible();
  });
});
