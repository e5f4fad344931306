import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CryptoDashboardSchema } from '@taka/demo-api/schemas/dashboards';
import { demoRequest } from '@/shared/demo/demo-request';
import { serveDemoHandlers } from '@/shared/testing/demo-server';
import { renderAtPath } from '@/shared/testing/render-with-providers';
import { CryptoPage } from './CryptoPage';
import { bodyRows, card, untilLoaded } from './test-helpers';

serveDemoHandlers();

describe('the crypto dashboard, against the demo handlers', { timeout: 30_000 }, () => {
  it('shows bitcoin’s price, move and market, with its last two hours drawn', async () => {
    const data = await demoRequest('/api/dashboards/crypto', CryptoDashboardSchema);
    await renderAtPath(() => <CryptoPage />, '/dashboards/crypto');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto' })).toBeTruthy();
    await untilLoaded();
    const bitcoin = card('Bitcoin (BTC)');
    expect(within(bitcoin).getByText('$67,214.35')).toBeTruthy();
    expect(within(bitcoin).getByText('Up 1.24%')).toBeTruthy();
    expect(within(bitcoin).getByText('$73,750.07')).toBeTruthy();
    expect(within(bitcoin).getByText('1,97,12,500 BTC')).toBeTruthy();
    const price = within(bitcoin).getByRole('table', { name: 'Bitcoin price per minute, last two hours' });
    expect(bodyRows(price)).toHaveLength(data.btc.price.series[0]!.data.length);
  });

  it('lists the wallets with their prices and the watchlist with each coin’s move', async () => {
    await renderAtPath(() => <CryptoPage />, '/dashboards/crypto');
    await screen.findByRole('heading', { level: 1, name: 'Crypto' });
    await untilLoaded();
    const wallets = within(card('Wallets')).getByRole('table', { name: 'Wallet holdings and prices' });
    expect(bodyRows(wallets)).toEqual([
      ['BTC', '0.3421', '$67,214.35'],
      ['ETH', '2.1805', '$3,512.8'],
      ['BCH', '7.4512', '$482.11'],
      ['XRP', '1,520.25', '$0.5231'],
    ]);
    expect(within(card('Wallets')).getByRole('table', { name: "Wallets' worth by coin" })).toBeTruthy();

    const watchlist = card('Watchlist');
    expect(
      within(watchlist)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Bitcoin', 'Ethereum', 'Bitcoin Cash', 'XRP']);
    expect(within(watchlist).getByText('Down 1.62%')).toBeTruthy();
    expect(
      bodyRows(within(watchlist).getByRole('table', { name: 'XRP price, last half hour' })),
    ).toHaveLength(30);
  });
});
