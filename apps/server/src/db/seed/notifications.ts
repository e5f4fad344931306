import type { Database } from '../client.ts';
import { notifications } from '../schema/index.ts';
import { SEED_CUSTOMERS } from './customers.ts';

const HOUR = 60 * 60 * 1000;

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
  // Each names a journal of the seeded history (seed/history.ts) that the customer sent or received.
  const rahimId = SEED_CUSTOMERS.rahim.id;
  const transactional = [
    {
      customerId: rahimId,
      category: 'TRANSACTIONAL' as const,
      messageTitle: 'Fund transfer successful',
      messageText: '৳5,000.00 sent to Karim Hossain (A/C ***0037).',
      transactionId: 'TXN2026000101',
      createdAt: ago(1),
    },
    {
      customerId: rahimId,
      category: 'TRANSACTIONAL' as const,
      messageTitle: 'Mobile recharge successful',
      messageText: '৳200.00 recharged to 01711000001.',
      transactionId: 'TXN2026000102',
      isRead: true,
      createdAt: ago(26),
    },
    {
      customerId: rahimId,
      category: 'TRANSACTIONAL' as const,
      messageTitle: 'Bill payment failed',
      messageText: 'DESCO electricity bill of ৳1,250.00 could not be paid. No money was taken.',
      transactionId: 'TXN2026000103',
      createdAt: ago(72),
    },
    {
      customerId: SEED_CUSTOMERS.karim.id,
      category: 'TRANSACTIONAL' as const,
      messageTitle: 'Money received',
      messageText: '৳5,000.00 received from Rahim Uddin.',
      transactionId: 'TXN2026000101',
      createdAt: ago(1),
    },
  ];
  await db
    .insert(notifications)
    .values([
      ...promotions(rahimId, SEED_CUSTOMERS.rahim.nickname),
      ...promotions(SEED_CUSTOMERS.karim.id, SEED_CUSTOMERS.karim.nickname),
      ...transactional,
    ]);
}
