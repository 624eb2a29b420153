// `npm run seed:volume` as a bench runs it: the built seeder on a shop's data folder, where it finds
// the shop's running embedded PostgreSQL (1 000 products, 50 000 orders, 5 000 customers).
import { spawn } from 'node:child_process';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** The seed's customers all share it; customer00001 is the one who ordered most. */
export const VOLUME_CUSTOMER = { email: 'customer00001@volume.example', password: 'Volume-password-1' };

/** Runs `adapters/dist/seed-volume.js` on `dataDir` with the admin the shop was started with; resolves in seconds once done. */
export function seedVolumeInto(dataDir: string, admin: { readonly email: string; readonly password: string }): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'adapters', 'dist', 'seed-volume.js')], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve(Math.round(performance.now() - started) / 1000) : reject(new Error(`seed:volume exited with code ${code}`)),
    );
  });
}
