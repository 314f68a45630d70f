/** A fresh PostgreSQL database for each size, dropped afterwards, so runs never share rows. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function admin(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates the database and returns its URL and a function that drops it. */
export async function freshDatabase(serverUrl) {
  const name = `ciar_bench_${randomBytes(5).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
