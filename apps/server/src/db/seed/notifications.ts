import type { Database } from '../client.ts';
import { notifications } from '../schema/index.ts';
import { SEED_CUSTOMERS } from './customers.ts';

const HOUR = 60 * 60 * 1000;

/** The bank's promotions in the demo customers' bells (their transfers' notices come with the history). */
export async function seedNotifications(db: Database, now: Date): Promise<void> {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const promotions = (customerId: string, name: string) => [
    {
      customerId,
      category: 'PROMOTIONAL' as const,
      messageTitle: 'Pohela Boishakh cashback',
      messageText: `${name}, get 10% cashback on card purchases at partner stores this week.`,
      bannerTitle: 'Shubho Noboborsho!',
      bannerText:
        '<p>Pay with your <strong>Taka</strong> card and get <strong>10% cashback</strong>, up to ৳500.</p>',
      imageUrl: '/api/media/banners/cashback.svg',
      linkedUrl: 'https://www.taka.com.bd/offers/boishakh',
      createdAt: ago(2),
    },
    {
      customerId,
      category: 'PROMOTIONAL' as const,
      messageTitle: 'Fixed deposit at 9.5%',
      messageText: 'Open an FDR from internet banking in two minutes.',
      link: '/fdr-request',
      useRouter: true,
      isRead: true,
      createdAt: ago(50),
    },
  ];
  await db
    .insert(notifications)
    .values([
      ...promotions(SEED_CUSTOMERS.rahim.id, SEED_CUSTOMERS.rahim.nickname),
      ...promotions(SEED_CUSTOMERS.karim.id, SEED_CUSTOMERS.karim.nickname),
    ]);
}
