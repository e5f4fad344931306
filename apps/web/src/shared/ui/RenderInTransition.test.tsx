import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RenderInTransition } from './RenderInTransition';

afterEach(cleanup);

describe('RenderInTransition', () => {
  it('leaves its children out of the first commit and shows them right after', async () => {
    const { container } = render(
      <RenderInTransition>
        <p>The page</p>
      </RenderInTransition>,
    );
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(container.textContent).toBe('The page');
  });
});
