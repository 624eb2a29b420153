/** pg-boss's tables live in a schema of their own in the shop's database (`SELECT … FROM pgboss.job`). */
export const JOB_QUEUE_SCHEMA = 'pgboss';
