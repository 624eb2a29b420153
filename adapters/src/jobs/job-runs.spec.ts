import { FinalFailure, type BackgroundJob, type JobReport } from '@shop/application';
import type { JobWithMetadata } from 'pg-boss';
import { runJobs } from './job-runs';

const recordingLog = () => {
  const lines: { level: string; line: Record<string, unknown> }[] = [];
  const at = (level: string) => (line: Record<string, unknown>) => lines.push({ level, line });
  return { lines, log: at('info'), debug: at('debug'), warn: at('warn'), error: at('error') };
};

const queued = (id: string, data: { outcome: string }, retryCount = 0, retryLimit = 2) =>
  ({ id, data, retryCount, retryLimit }) as unknown as JobWithMetadata<{ outcome: string }>;

const JOB: BackgroundJob<{ outcome: string }> = {
  name: 'probe',
  retry: { attempts: 3, firstDelaySeconds: 60, maxDelaySeconds: 3600 },
  timeoutSeconds: 60,
  run: async ({ outcome }): Promise<JobReport> => {
    if (outcome === 'final') throw new FinalFailure('refused');
    if (outcome === 'fails') throw new Error('down');
    return outcome === 'reports' ? { sent: 2 } : null;
  },
};

describe('running a batch of jobs', () => {
  it('settles each job on its own: done with its report, failed for a retry, given up on its last try or a final failure', async () => {
    const log = recordingLog();
    const batch = [
      queued('a', { outcome: 'reports' }),
      queued('b', { outcome: 'quiet' }),
      queued('c', { outcome: 'fails' }, 1),
      queued('d', { outcome: 'fails' }, 2),
      queued('e', { outcome: 'final' }),
    ];
    expect(await runJobs(JOB, batch, log)).toEqual([
      { id: 'a', status: 'completed', output: { sent: 2 } },
      { id: 'b', status: 'completed', output: undefined },
      { id: 'c', status: 'failed', output: { reason: 'down' } },
      { id: 'd', status: 'failed', output: { reason: 'down' } },
      { id: 'e', status: 'deadletter', output: { reason: 'refused' } },
    ]);
    expect(log.lines.map(({ level, line: { msg, id, attempt } }) => [level, msg, id, attempt])).toEqual([
      ['info', 'job done', 'a', 1],
      ['debug', 'job done', 'b', 1],
      ['warn', 'job failed, will retry', 'c', 2],
      ['error', 'job given up', 'd', 3],
      ['error', 'job given up', 'e', 1],
    ]);
    expect(log.lines[0].line).toMatchObject({ job: 'probe', sent: 2, ms: expect.any(Number) });
    expect(log.lines[2].line).toMatchObject({ attempts: 3, reason: 'down' });
  });
});
