/**
 * Prepared statements for the embedded database. PGlite's `query` sends each statement as six
 * protocol messages, each a separate call into its WebAssembly (Parse, Describe, Bind,
 * Describe, Execute, Sync), and PostgreSQL parses and analyses the text anew every time: for a
 * small statement that is most of its cost (0.6 ms for `select 1`, against 0.1 ms once
 * prepared). A lecture hall's join is the same few statements thousands of times in seconds.
 *
 * So each distinct statement text is prepared once under a name, its parameter types and row
 * description kept, and from then on runs as one Bind/Execute/Sync message. What the caller
 * sees is what PGlite's own `query` returns: the same serialisation of parameters, the same
 * parsing of rows (parsers and row mode as asked), the same errors. Calls with options this
 * path does not cover (a file attached, parameter types given) take PGlite's own path.
 *
 * The statements of a transaction go through its own `query`, not this one: they are run by
 * PGlite as before. (The node-postgres pool needs none of this: PostgreSQL's work is in its own
 * process there.)
 */
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type DataRow = InstanceType<typeof protocol.messages.DataRowMessage>;
type CommandComplete = InstanceType<typeof protocol.messages.CommandCompleteMessage>;
type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;
type Results = Awaited<ReturnType<PGlite['query']>>;

interface Prepared {
  name: string;
  paramTypes: number[];
  /** Absent for a statement that returns no rows. */
  rowDescription: BackendMessage | undefined;
}

/** Enough for every statement the app writes; a text past it replaces the least recently used. */
export const MAX_PREPARED = 500;

/** PostgreSQL's answer when a table a prepared statement reads has changed shape since. */
const RESULT_TYPE_CHANGED = '0A000';

const { serialize } = protocol;

/** Rows an INSERT, UPDATE, DELETE, COPY or MERGE touched, from its command tag, as PGlite counts them. */
function affectedRowsOf(tag: string): number {
  const [command, a, b] = tag.split(' ');
  if (command === 'INSERT') return Number.parseInt(b ?? '', 10);
  return command === 'UPDATE' || command === 'DELETE' || command === 'COPY' || command === 'MERGE' ? Number.parseInt(a ?? '', 10) : 0;
}

/** Makes `client.query` run each distinct text as a named prepared statement (see above). */
export function prepareStatements(client: PGlite, max = MAX_PREPARED): void {
  const original = client.query.bind(client);
  const statements = new Map<string, Prepared>();
  let counter = 0;

  /** Prepares `text`, closing `stale` (its earlier statement) or, when full, the least recently used. */
  async function prepare(text: string, stale?: Prepared): Promise<Prepared> {
    const name = `ciar_${++counter}`;
    let closed = stale;
    if (!closed && statements.size >= max) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      closed = oldest;
    }
    const messages = closed ? [serialize.close({ type: 'S', name: closed.name })] : [];
    messages.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
    const { messages: answer } = await client.execProtocol(Buffer.concat(messages), { syncToFs: false });
    const prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(answer),
      rowDescription: answer.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, prepared);
    return prepared;
  }

  /** One Bind/Execute/Sync message; rows parsed as PGlite's `query` parses them. */
  async function execute(prepared: Prepared, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = prepared.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      Buffer.concat([serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: !client.isInTransaction(), ...(options?.onNotice ? { onNotice: options.onNotice } : {}) },
    );
    return results(prepared.rowDescription, messages, options);
  }

  /**
   * The rows of a single statement, parsed as PGlite's `query` parses them, without its copy
   * of every type's parser at each call (a third of a small statement's time).
   */
  function results(description: BackendMessage | undefined, messages: BackendMessage[], options: QueryOptions | undefined): Results {
    const fields = description ? (description as RowDescription).fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) : [];
    const parsers = fields.map(({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID]);
    const value = (text: string | null, i: number) => {
      const parser = parsers[i];
      return text === null || !parser ? text : parser(text, fields[i]!.dataTypeID);
    };
    const rows: unknown[] = [];
    let affectedRows = 0;
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const texts = (message as DataRow).fields;
        rows.push(options?.rowMode === 'array' ? texts.map(value) : Object.fromEntries(texts.map((text, i) => [fields[i]!.name, value(text, i)])));
      } else if (message.name === 'commandComplete') {
        affectedRows = affectedRowsOf((message as CommandComplete).text);
      }
    }
    return { rows, fields, affectedRows } as Results;
  }

  async function run(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    let prepared = statements.get(text);
    if (prepared) {
      // Most recently used last: the first entry is the one to replace.
      statements.delete(text);
      statements.set(text, prepared);
    } else {
      prepared = await prepare(text);
    }
    try {
      return await execute(prepared, params, options);
    } catch (error) {
      if ((error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
      // A migration changed a table it reads: prepared again, it describes the new rows.
      statements.delete(text);
      return execute(await prepare(text, prepared), params, options);
    }
  }

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob || options?.paramTypes) return original(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run(text, params, options);
        } catch (error) {
          // As PGlite's own `query` tells which statement failed.
          throw Object.assign(error as object, { query: text, params, queryOptions: options });
        }
      }),
    );
  }) as PGlite['query'];
}
