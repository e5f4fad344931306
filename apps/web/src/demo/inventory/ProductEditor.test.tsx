import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { productRows, renderInventory } from './test-helpers';

serveDemoHandlers();

const editor = () => screen.getByRole('form', { name: /^Edit / });
const field = (name: RegExp | string) => within(editor()).getByRole('textbox', { name });

async function retype(name: RegExp, value: string) {
  await userEvent.clear(field(name));
  if (value) await userEvent.type(field(name), value);
}

describe('the product editor, against the demo handlers', () => {
  it('works the price out live as base price and tax change, and saves the product into the table', async () => {
    await renderInventory();
    await userEvent.click(productRows()[0]!);
    await retype(/^Base price/, '19.99');
    await retype(/^Tax percent/, '18');
    // 19.99 + 18% is 23.5882: rounded to the poisha as the handlers round.
    expect((field('Price with tax') as HTMLInputElement).value).toBe('৳23.59');
    await retype(/^Base price/, '10000');
    expect((field('Price with tax') as HTMLInputElement).value).toBe('৳11,800.00');

    await retype(/^Name/, 'Benton Moonphase Watch');
    await userEvent.click(within(editor()).getByRole('button', { name: 'Save' }));
    const row = await waitFor(() => {
      const found = productRows().find((candidate) =>
        candidate.textContent?.includes('Benton Moonphase Watch'),
      );
      expect(found).toBeTruthy();
      return found!;
    });
    await waitFor(() => expect(row.textContent).toContain('৳11,800.00'));
  }, 30_000);

  it('refuses a product without a name or with a bad tax, saying why', async () => {
    await renderInventory();
    await userEvent.click(productRows()[1]!);
    await retype(/^Name/, '');
    await retype(/^Tax percent/, '140');
    await userEvent.click(within(editor()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the product name.')).toBeTruthy();
    expect(screen.getByText('Enter a tax percent from 0 to 100, such as 18.')).toBeTruthy();
    expect(field(/^Name/).getAttribute('aria-invalid')).toBe('true');
  }, 30_000);

  it('adds a product at the top, open in its editor, and deletes it after the confirmation', async () => {
    await renderInventory();
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(productRows()[0]!.textContent).toContain('A New Product'));
    expect(within(productRows()[0]!).getByRole('button', { expanded: true })).toBeTruthy();
    expect((field(/^Name/) as HTMLInputElement).value).toBe('A New Product');

    await userEvent.click(within(editor()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete product' });
    expect(confirm.textContent).toContain('Delete A New Product? This cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('A New Product is deleted.')).toBeTruthy();
    await waitFor(() =>
      expect(productRows().some((row) => row.textContent?.includes('A New Product'))).toBe(false),
    );
  }, 30_000);

  it('deletes a tag after the confirmation, taking it off the products', async () => {
    await renderInventory();
    await userEvent.click(productRows()[0]!);
    expect(within(editor()).getByRole('button', { name: 'watch' })).toBeTruthy();
    await userEvent.click(within(editor()).getByRole('button', { name: 'Manage tags' }));
    const tags = await screen.findByRole('dialog', { name: 'Tags' });
    await userEvent.click(within(tags).getByRole('button', { name: 'Delete watch' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete tag' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The tag watch is deleted.')).toBeTruthy();
    await userEvent.click((await within(tags).findAllByRole('button', { name: 'Close' }))[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tags' })).toBeNull());
    await waitFor(() => expect(within(editor()).queryByRole('button', { name: 'watch' })).toBeNull());

    await userEvent.click(within(editor()).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(productRows()[4]!);
    expect(within(editor()).getByRole('button', { name: /^(mens|ladies|unisex)$/ })).toBeTruthy();
    expect(within(editor()).queryByRole('button', { name: 'watch' })).toBeNull();
  }, 40_000);

  it('adds a tag and renames it, and the product can carry it', async () => {
    await renderInventory();
    await userEvent.click(productRows()[0]!);
    await userEvent.click(within(editor()).getByRole('button', { name: 'Manage tags' }));
    const tags = await screen.findByRole('dialog', { name: 'Tags' });
    await userEvent.type(within(tags).getByRole('textbox', { name: 'New tag' }), 'titanium');
    await userEvent.click(within(tags).getByRole('button', { name: 'Add' }));
    await userEvent.click(await within(tags).findByRole('button', { name: 'Rename titanium' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename tag' });
    const tagName = within(rename).getByRole('textbox', { name: /^Tag name/ });
    await userEvent.clear(tagName);
    await userEvent.type(tagName, 'titanium case');
    await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(tags).findByText('titanium case')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tags' })).toBeNull());

    await userEvent.click(within(editor()).getByRole('combobox', { name: 'Tags' }));
    await userEvent.click(await screen.findByRole('option', { name: 'titanium case' }));
    expect(within(editor()).getByRole('button', { name: 'titanium case' })).toBeTruthy();
  }, 40_000);
});
