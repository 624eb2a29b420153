import { ThrottledLog } from './throttled-log';

describe('ThrottledLog', () => {
  it('writes one line per kind per window and then says how many it left out', () => {
    let now = 0;
    const lines: [string, number][] = [];
    const log = new ThrottledLog(
      (kind, { suppressed }) => lines.push([kind, suppressed]),
      () => now,
      10_000,
    );
    for (let i = 0; i < 5; i++) log.report('database');
    log.report('other');
    now = 9_999;
    log.report('database');
    now = 10_000;
    log.report('database');
    expect(lines).toEqual([
      ['database', 0],
      ['other', 0],
      ['database', 5],
    ]);
  });
});
