// Where a measured run's CPU went, per request: the server's process (the shop, or a bare baseline
// server), the processes the server started (the shop's embedded PostgreSQL: the cluster and its
// backends) and this bench's own process (the load generator, or the straight baseline's client).
// On this benches' machines the three share the same cores, so a server that spends more per
// request also leaves less to the others. Read from /proc (Linux); elsewhere there is no split.
import { readdirSync, readFileSync } from 'node:fs';

/** CPU milliseconds used so far, by the server, by each process it started (by pid), and by this process. */
export interface CpuClock {
  readonly serverMs: number;
  readonly startedMs: ReadonlyMap<number, number>;
  readonly benchMs: number;
}

/** Microseconds of CPU per request of a measured run. */
export interface CpuPerRequest {
  /** The server's own process. */
  readonly serverUs: number;
  /** The processes it started: the shop's PostgreSQL (none for a bare server). */
  readonly postgresUs: number;
  /** This bench's process: the load generator, or the client sending SQL straight to PostgreSQL. */
  readonly clientUs: number;
}

/** /proc/<pid>/stat counts CPU in clock ticks of USER_HZ, 100 a second on Linux. */
const MS_PER_TICK = 10;

interface ProcessTimes {
  readonly pid: number;
  readonly parent: number;
  readonly cpuMs: number;
}

/** A process's parent and CPU time (user + system), from /proc/<pid>/stat; null once it has gone. */
function timesOf(pid: number): ProcessTimes | null {
  try {
    // The command name, in parentheses, may hold spaces: the fields after it are read from its end.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { pid, parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK };
  } catch {
    return null;
  }
}

/** The CPU used so far by process `serverPid`, by every process under it, and by this one; null where /proc is not there. */
export function readCpu(serverPid: number | undefined): CpuClock | null {
  const server = serverPid === undefined ? null : timesOf(serverPid);
  if (!server) return null;
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => timesOf(Number(name)) ?? []);
  const children = new Map<number, ProcessTimes[]>();
  for (const times of all) {
    const siblings = children.get(times.parent);
    if (siblings) siblings.push(times);
    else children.set(times.parent, [times]);
  }
  const startedMs = new Map<number, number>();
  const pending = [...(children.get(server.pid) ?? [])];
  for (let next = pending.pop(); next; next = pending.pop()) {
    startedMs.set(next.pid, next.cpuMs);
    pending.push(...(children.get(next.pid) ?? []));
  }
  const own = process.cpuUsage();
  return { serverMs: server.cpuMs, startedMs, benchMs: (own.user + own.system) / 1000 };
}

/**
 * Each share per request between two readings. The started processes count by pid: what each used
 * since the first reading, all of it for one started since. A process that ended in between (a
 * PostgreSQL backend closed with its connection, an idle one of the shop's pool among them) takes
 * what it used in the run with it, and no more: summed as totals, its whole life's CPU would have
 * come off the run's. Read both while the run's connections are open.
 */
export function cpuPerRequest(before: CpuClock | null, after: CpuClock | null, requests: number): CpuPerRequest | undefined {
  if (!before || !after || requests <= 0) return undefined;
  const perRequest = (ms: number) => Math.round((ms * 1000) / requests);
  return {
    serverUs: perRequest(after.serverMs - before.serverMs),
    postgresUs: perRequest(usedSince(before.startedMs, after.startedMs)),
    clientUs: perRequest(after.benchMs - before.benchMs),
  };
}

/** CPU the processes alive at `after` used since `before` (all of it for those started since). */
function usedSince(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let used = 0;
  for (const [pid, cpuMs] of after) {
    const earlier = before.get(pid);
    // Less than before: another process took the pid of one that ended.
    used += earlier !== undefined && earlier <= cpuMs ? cpuMs - earlier : cpuMs;
  }
  return used;
}
