import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { WhenFirstOpened } from './WhenFirstOpened';

describe('WhenFirstOpened', () => {
  it('loads its lazy content when first opened and keeps it once closed', async () => {
    const load = vi.fn(async () => ({
      default: ({ open }: { open: boolean }) => <p>{open ? 'Open' : 'Closing'}</p>,
    }));
    const Menu = lazy(load);
    const view = (open: boolean) => (
      <WhenFirstOpened open={open}>
        <Menu open={open} />
      </WhenFirstOpened>
    );

    const { container, rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');

    rerender(view(true));
    expect(await screen.findByText('Open')).toBeTruthy();

    rerender(view(false));
    expect(screen.getByText('Closing')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
