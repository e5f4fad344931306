import { sql } from 'drizzle-orm';
import { formatMoney, operatorOf, type RecentRecharge } from '@taka/contracts';
import type { Database } from '../../db/client.ts';

type Row = {
  to_number: string;
  to_name: string;
  amount: string;
  transaction_id: string;
  created_at: Date | string;
  connection_type: string | null;
};

/**
 * The numbers the customer recharged (not reversed), the latest recharge of each, newest first. Recharges from
 * before the connection type was recorded tell it by their payee name ("Grameenphone postpaid").
 */
export async function recentRecharges(
  db: Database,
  customerId: string,
  limit = 10,
): Promise<RecentRecharge[]> {
  const { rows } = (await db.execute(sql`
    select * from (
      select distinct on (to_number) to_number, to_name, amount::text, transaction_id, created_at,
        details->>'connectionType' as connection_type
      from journals
      where customer_id = ${customerId}::uuid and type = 'recharge' and status in ('SUCCESS', 'PROCESSING')
      order by to_number, created_at desc
    ) latest
    order by created_at desc
    limit ${limit}`)) as { rows: Row[] };
  return rows.map((row) => ({
    mobileNumber: row.to_number,
    operator: operatorOf(row.to_number),
    connectionType:
      row.connection_type === 'postpaid' || (!row.connection_type && row.to_name.endsWith('postpaid'))
        ? 'postpaid'
        : 'prepaid',
    amount: formatMoney(BigInt(row.amount)),
    transactionId: row.transaction_id,
    rechargedAt: new Date(row.created_at).toISOString(),
  }));
}
