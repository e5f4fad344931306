import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RenderInTransition } from './RenderInTransition';

describe('RenderInTransition', () => {
  it('shows its children once it has mounted', async () => {
    const { container } = render(
      <RenderInTransition>
        <p>The page</p>
      </RenderInTransition>,
    );
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(container.textContent).toBe('The page');
  });
});
