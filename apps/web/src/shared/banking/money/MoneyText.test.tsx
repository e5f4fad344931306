import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MoneyText } from './MoneyText';

describe('MoneyText', () => {
  it('groups taka in lakh and crore and keeps the poisha exactly', () => {
    render(
      <ul>
        <li>
          <MoneyText value="123456789.05" />
        </li>
        <li>
          <MoneyText value="999.99" />
        </li>
        <li>
          <MoneyText value={1_000_000_01n} />
        </li>
      </ul>,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['৳12,34,56,789.05', '৳999.99', '৳10,00,000.01']);
  });

  it('keeps the largest amount the contract allows exact, to the poisha', () => {
    render(<MoneyText value="9999999999999.99" />);
    expect(screen.getByText('৳99,99,99,99,99,999.99')).toBeTruthy();
  });

  it('keeps the sign of a debt (a true minus) and signs credits and debits in the signed tone', () => {
    render(
      <ul>
        <li>
          <MoneyText value="-8450.75" />
        </li>
        <li>
          <MoneyText value="1500.00" tone="signed" />
        </li>
        <li>
          <MoneyText value="-1500.00" tone="signed" />
        </li>
      </ul>,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['\u2212৳8,450.75', '+৳1,500.00', '\u2212৳1,500.00']);
  });
});
