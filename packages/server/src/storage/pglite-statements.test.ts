import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prepareStatements } from './pglite-statements';

/** Two clients over the same kind of database: PGlite as it comes, and one whose `query` prepares. */
let plain: PGlite;
let prepared: PGlite;

const SCHEMA = `
  create table t (
    id int primary key, name text, ok boolean, at timestamptz, doc jsonb, score real,
    uid uuid, tags text[], bytes bytea
  );
  insert into t values
    (1, 'Zoé', true, '2026-11-27T08:00:00Z', '{"a": [1, 2]}', 0.5, '00000000-0000-0000-0000-000000000001', '{x,y}', '\\x0102'),
    (2, null, false, null, 'null', null, null, '{}', null);`;

/** The texts of the statements a client holds prepared, as PostgreSQL lists them. */
async function preparedTexts(client: PGlite): Promise<string[]> {
  // `exec` is the simple protocol: it does not go through `query`, so it prepares nothing itself.
  const [result] = await client.exec('select statement from pg_prepared_statements');
  return result!.rows.map((row) => (row as { statement: string }).statement);
}

beforeAll(async () => {
  plain = new PGlite();
  prepared = new PGlite();
  prepareStatements(prepared, 3);
});

// Fresh tables for each test, on the same databases (a PGlite takes a second to start).
beforeEach(async () => {
  for (const client of [plain, prepared]) await client.exec(`drop table if exists t, u; ${SCHEMA}`);
});

afterAll(async () => {
  await plain.close();
  await prepared.close();
});

describe('prepared statements on PGlite', () => {
  const same: Array<[string, string, unknown[], Parameters<PGlite['query']>[2]?]> = [
    ['every column type', 'select * from t order by id', []],
    ['parameters of each type', 'select $1::int + 1 as n, $2::text as s, $3::jsonb as j, $4::text[] as a, $5::timestamptz as d', [41, 'é', { k: 1 }, ['a', 'b'], new Date('2026-01-01T00:00:00Z')]],
    ['a null parameter', 'select name from t where $1::text is null or name = $1 order by id', [null]],
    ['rows as arrays, with a parser of the caller', 'select id, at from t order by id', [], { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: (value: string) => `raw:${value}` } }],
    ['an insert: rows affected', 'insert into t (id) values ($1), ($2)', [3, 4]],
    ['an update returning rows', "update t set name = 'Léa' where id = $1 returning id, name", [2]],
    ['a delete', 'delete from t where id > $1', [0]],
    ['a statement without rows', 'create table u (a int)', []],
  ];

  for (const [what, text, params, options] of same) {
    it(`returns what PGlite's own query returns: ${what}`, async () => {
      // Twice: the first run prepares, the second runs the prepared statement (a write may fail then).
      const outcomes = async (client: PGlite) => {
        const runs = [];
        for (let i = 0; i < 2; i++) runs.push(await client.query(text, params, options).catch((error: Error) => ({ error: error.message })));
        return runs;
      };
      expect(await outcomes(prepared)).toEqual(await outcomes(plain));
    });
  }

  it('prepares a text once, and runs it again by name', async () => {
    const text = 'select name from t where id = $1';
    for (let i = 0; i < 3; i++) await prepared.query(text, [1]);
    expect((await preparedTexts(prepared)).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('keeps at most its limit of statements, replacing the least recently used', async () => {
    await prepared.query('select 1');
    await prepared.query('select 2');
    await prepared.query('select 3');
    await prepared.query('select 1'); // used again: "select 2" is now the oldest
    await prepared.query('select 4');
    expect((await preparedTexts(prepared)).sort()).toEqual(['select 1', 'select 3', 'select 4']);
    expect((await prepared.query<{ n: number }>('select 2 as n')).rows).toEqual([{ n: 2 }]);
    expect(await preparedTexts(prepared)).toHaveLength(3);
  });

  it('fails as PGlite fails, with the statement named, and stays usable', async () => {
    const error = await prepared.query('insert into t (id) values ($1)', [1]).catch((e: unknown) => e);
    const original = await plain.query('insert into t (id) values ($1)', [1]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: 'insert into t (id) values ($1)', params: [1] });
    expect((error as Error).message).toBe((original as Error).message);
    expect((await prepared.query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
  });

  it('does not keep a statement that does not parse', async () => {
    await expect(prepared.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    expect(await preparedTexts(prepared)).not.toContain('selec 1');
    expect((await prepared.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });

  it('describes the new rows of a table that changed shape', async () => {
    expect((await prepared.query('select * from t where id = 1')).fields).toHaveLength(9);
    await prepared.exec('alter table t add column extra int default 7');
    const after = await prepared.query<{ extra: number }>('select * from t where id = 1');
    expect(after.fields).toHaveLength(10);
    expect(after.rows[0]!.extra).toBe(7);
    // The statement that no longer fitted was closed, not left behind.
    expect((await preparedTexts(prepared)).filter((statement) => statement === 'select * from t where id = 1')).toHaveLength(1);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let inside!: () => void;
    const begun = new Promise<void>((resolve) => (inside = resolve));
    const transaction = prepared
      .transaction(async (tx) => {
        await tx.query('insert into t (id) values (10)');
        inside();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rolled back');
      })
      .catch(() => {});
    await begun;
    // Run inside the transaction, it would see the row that the rollback takes away.
    const { rows } = await prepared.query('select count(*)::int as n from t');
    await transaction;
    expect(rows).toEqual([{ n: 2 }]);
  });
});
