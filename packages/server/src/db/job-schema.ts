import { getConstructionPlans } from 'pg-boss';

/** The schema of the job queue's tables (pg-boss: jobs, queues, archive) in the shop's database. */
export const JOB_SCHEMA = 'pgboss';

/**
 * The job queue's tables, made with the shop's own migrations when a database is new, so a
 * prepared database image has them and a test app or first start does not make them again
 * (about 0.25 s on PGlite). pg-boss still owns them: it upgrades them itself at start.
 */
export const JOB_SCHEMA_SQL = () => getConstructionPlans(JOB_SCHEMA);

/** Asks whether the job queue's tables are missing. */
export const JOB_SCHEMA_MISSING = `SELECT to_regclass('${JOB_SCHEMA}.version') IS NULL AS missing`;
