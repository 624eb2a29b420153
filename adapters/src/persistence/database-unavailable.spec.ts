import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it('recognises a server that is gone, restarting or refusing connections', () => {
    const cases: unknown[] = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:54329'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('connect ENOENT /data/.s.PGSQL.54329'), { code: 'ENOENT' }),
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('query failed'), { driverError: Object.assign(new Error('server closed the connection'), { code: '08006' }) }),
      // The connection died inside a transaction: TypeORM released its runner.
      new QueryRunnerAlreadyReleasedError(),
      new QueryRunnerProviderAlreadyReleasedError(),
    ];
    for (const error of cases) expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('leaves query mistakes and other bugs alone', () => {
    for (const error of [Object.assign(new Error('duplicate key'), { code: '23505' }), new TypeError('x is undefined'), null, 'boom']) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
