import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `use` on a new, empty database beside the one `url` names, dropped afterwards. */
export async function withPostgresDatabase<T>(url: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `taka_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    return await use(target.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
