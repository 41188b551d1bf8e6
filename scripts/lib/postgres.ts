import pg from 'pg';

/** Fails with a clear message when the PostgreSQL suite's database cannot be reached. */
export async function assertPostgresReachable(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `TEST_DATABASE_URL is set but PostgreSQL cannot be reached (${reason}). Start PostgreSQL, ` +
        'or unset TEST_DATABASE_URL to run without the PostgreSQL suite.',
    );
  } finally {
    await client.end().catch(() => {});
  }
}
