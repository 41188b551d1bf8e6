/** The schema of the job queue's tables (pg-boss: jobs, queues, archive) in the shop's database. */
export const JOB_SCHEMA = 'pgboss';

/**
 * The job queue's tables, made with the shop's own migrations when a database is new, so a
 * prepared database image has them and a test app or first start does not make them again
 * (about 0.25 s on PGlite). pg-boss still owns them: it upgrades them itself at start.
 */
export async function jobSchemaSql(): Promise<string> {
  // Loaded only for a new database: pg-boss takes about 0.1 s to load.
  const { getConstructionPlans } = await import('pg-boss');
  return getConstructionPlans(JOB_SCHEMA);
}

/** Asks whether the job queue's tables are missing. */
export const JOB_SCHEMA_MISSING = `SELECT to_regclass('${JOB_SCHEMA}.version') IS NULL AS missing`;
