import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Parsers = PGlite['parsers'];

/** What drizzle's PGlite driver calls on its client. */
export interface DrizzlePgliteClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
}

interface Prepared {
  name: string;
  /** The parameters' types, to write each value as PGlite's own query would. */
  paramTypes: number[];
  /** The statement's columns (none for a statement that returns no rows), sent once. */
  columns: BackendMessage | undefined;
}

/** Named statements kept per database; the least recently used is closed beyond this. */
export const KEPT_STATEMENTS = 400;
/** PostgreSQL's answer when a kept statement's columns changed under it (a migration). */
const RESULT_TYPE_CHANGED = '0A000';

const { serialize } = protocol;
/** Statements named in this process, so that two clients of one PGlite never name one twice. */
let named = 0;

function joined(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/**
 * drizzle's client for PGlite, which runs each statement as a named prepared statement, as
 * postgres.js does by default: PostgreSQL parses and plans a statement once, and each later run is
 * one call into PGlite (bind, execute, sync) where PGlite's `query` makes six (parse, describe,
 * bind, describe, execute, sync). It also reads drizzle's few type parsers over PGlite's own
 * instead of copying PGlite's ~300 parsers into a new object for every statement. PGlite is one
 * process's one connection, so the statements are the database handle's for good; at most
 * KEPT_STATEMENTS are kept. Values are written and rows read exactly as PGlite's `query` does.
 * The job queue keeps PGlite's own `query`.
 */
export function preparingClient(client: PGlite): DrizzlePgliteClient {
  const kept = new Map<string, Prepared>();
  /** Statements to close with the next message, once they left `kept`. */
  let toClose: string[] = [];

  /**
   * drizzle's parsers laid over PGlite's own (which PGlite may add to later), without copying
   * PGlite's: one object per set of types. drizzle passes new functions with every statement, but
   * for a type always the same one (the text as it is).
   */
  const layered = new Map<string, Parsers>();
  const parsersFor = (over: QueryOptions['parsers']): Parsers => {
    if (!over) return client.parsers;
    const types = Object.keys(over).join();
    let parsers = layered.get(types);
    if (!parsers) {
      parsers = Object.assign(Object.create(client.parsers) as Parsers, over);
      layered.set(types, parsers);
    }
    return parsers;
  };

  const send = (parts: Uint8Array[]) => client.execProtocolStream(joined(parts), { syncToFs: false });

  async function prepare(text: string): Promise<Prepared> {
    const name = `drizzle_${++named}`;
    const closing = toClose.map((old) => serialize.close({ type: 'S', name: old }));
    toClose = [];
    const answer = await send([
      ...closing,
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(answer),
      columns: answer.find((message) => message.name === 'rowDescription'),
    };
    kept.set(text, prepared);
    if (kept.size > KEPT_STATEMENTS) {
      const [oldest] = kept;
      if (oldest) {
        kept.delete(oldest[0]);
        toClose.push(oldest[1].name);
      }
    }
    return prepared;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    again = false,
  ): Promise<Results<T>> {
    let prepared = kept.get(text);
    if (prepared) {
      // Most recently used last, so the first is the one to close.
      kept.delete(text);
      kept.set(text, prepared);
    } else prepared = await prepare(text);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const write = client.serializers[prepared.paramTypes[i] ?? 0];
      return write ? write(param) : String(param);
    });
    let answer: BackendMessage[];
    try {
      answer = await send([
        serialize.bind({ statement: prepared.name, values: values as string[] }),
        serialize.execute(),
        serialize.sync(),
      ]);
    } catch (error) {
      if (again || (error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
      kept.delete(text);
      toClose.push(prepared.name);
      return run(text, params, options, true);
    }
    const messages = prepared.columns ? [prepared.columns, ...answer] : answer;
    const [result] = parse.parseResults(messages, parsersFor(options?.parsers), {
      rowMode: options?.rowMode ?? 'object',
    });
    return result as Results<T>;
  }

  const checked = (text: string, params: unknown[] | undefined) => {
    if (client.closed) throw new Error('PGlite is closed');
    return { text, params: params ?? [] };
  };

  return {
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      const statement = checked(text, params);
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          const result = await run<T>(statement.text, statement.params, options);
          await client.syncToFs();
          return result;
        }),
      );
    },
    transaction: (callback) =>
      client.transaction((tx) =>
        callback({
          ...tx,
          query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
            if (tx.closed) throw new Error('Transaction is closed');
            const statement = checked(text, params);
            return client._runExclusiveQuery(() => run<T>(statement.text, statement.params, options));
          },
          get closed() {
            return tx.closed;
          },
        }),
      ),
  };
}
