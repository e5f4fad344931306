import type { CryptoDashboard } from '../../schemas/dashboards.ts';
import { isoBefore } from '../../lib/dates.ts';
import { randomWalk, seededRandom } from '../../lib/random.ts';

/** [title, iso, price, trend in percent] */
const coins: [string, string, number, number][] = [
  ['Bitcoin', 'BTC', 67214.35, 1.24],
  ['Ethereum', 'ETH', 3512.8, 2.35],
  ['Bitcoin Cash', 'BCH', 482.11, -0.87],
  ['XRP', 'XRP', 0.5231, -1.62],
];

export function buildCrypto(now: number): CryptoDashboard {
  const random = seededRandom(17);
  const minutes = (price: number, count: number) =>
    randomWalk(random, count, price, price / 400, 4).map((y, i) => ({
      x: isoBefore(now, { minutes: count - i }),
      y,
    }));
  const [btc, eth, bch, xrp] = coins.map(([, , price]) => price) as [number, number, number, number];
  return {
    btc: {
      amount: btc,
      trend: { dir: 'up', amount: 1.24 },
      marketCap: 1_324_523_000_000,
      volume: 28_903_438_381,
      supply: 19_712_500,
      allTimeHigh: 73_750.07,
      price: { series: [{ name: 'Price', data: minutes(btc, 120) }] },
    },
    prices: { btc, eth, bch, xrp },
    wallets: { btc: 0.3421, eth: 2.1805, bch: 7.4512, xrp: 1520.25 },
    watchlist: coins.map(([title, iso, price, trend]) => ({
      title,
      iso,
      amount: price,
      trend: { dir: trend >= 0 ? 'up' : 'down', amount: Math.abs(trend) },
      series: [{ name: 'Price', data: minutes(price, 30) }],
    })),
  };
}
