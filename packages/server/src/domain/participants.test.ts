import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { selectRows, type Database } from '../storage/db';
import { countStatements } from '../testing/statement-counter';
import { createJoins } from './participants';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

function* nodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

const CLASS = 3000;

describe.each(testDatabases)('a crowd joining a large class on $name', (target) => {
  let database: Database;
  let code: string;

  beforeAll(async () => {
    database = await target.open();
    const db = database.db;
    const [teacher] = await selectRows<{ id: string }>(db, sql`insert into teachers (name, email, password_hash) values ('Prof', 'prof@ecole.fr', 'x') returning id`);
    const [session] = await selectRows<{ id: string; code: string }>(
      db,
      sql`insert into sessions (teacher_id, name, code, status) values (${teacher!.id}, 'Amphi', 'AMPHI1', 'active') returning id, code`,
    );
    code = session!.code;
    await db.execute(
      sql`insert into participants (session_id, student_id, student_name, token_hash)
          select ${session!.id}, 'AMPHI1_élève_' || g, 'Élève ' || g, 'h' from generate_series(1, ${CLASS}) g`,
    );
    await db.execute(sql`update sessions set participants_count = ${CLASS} where id = ${session!.id}`);
    await db.execute(sql`analyze participants`);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('finds the names already taken by their key, one probe per joining student, without reading the class', async () => {
    const statements = countStatements(database.db);
    try {
      const join = createJoins(database.db);
      const joined = await Promise.all(Array.from({ length: 5 }, (_, i) => join({ code, studentName: `Nouvelle ${i}` })));
      expect(joined.map((j) => j.participantsCount).sort()).toEqual([3001, 3002, 3003, 3004, 3005]);
    } finally {
      statements.restore();
    }
    const statement = statements.sent.find(({ text }) => text.startsWith('with input'));
    expect(statement).toBeDefined();
    const client = (database.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> } }).$client;
    const explained = await client.query(`explain (format json) ${statement!.text}`, statement!.params);
    const raw = explained.rows[0]!['QUERY PLAN'];
    const [{ Plan }] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
    const reads = [...nodes(Plan)].filter((node) => node['Relation Name'] === 'participants' && node['Node Type'] !== 'ModifyTable');
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) {
      // By the whole key (session, student): never every participant of the session.
      expect(read['Node Type']).toMatch(/^Index (Only )?Scan$/);
      expect(read['Index Cond']).toMatch(/student_id/);
    }
  });
});
