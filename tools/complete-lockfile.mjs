#!/usr/bin/env node
// Adds to package-lock.json the optional platform packages (native bindings for other operating
// systems and CPUs) that the npm registry mirror of this workplace does not serve, so `npm install`
// leaves them out of the lock and `npm ci` then refuses the lock ("Missing: … from lock file").
// Each added entry carries its os/cpu/libc, so npm skips it on every other platform and never
// fetches it. Run it after every `npm install`: `node tools/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = {
  x64: 'x64',
  arm64: 'arm64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  ppc64le: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
  universal: null,
};

/** os, cpu and libc from a platform package's name such as '@swc/core-linux-arm64-musl'. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part)) ?? (parts.includes('wasi') || parts.includes('wasm32') ? null : undefined);
  const cpuPart = parts.find((part) => part in CPU);
  if (os === undefined || cpuPart === undefined) return null;
  const libc = parts.includes('musl') ? ['musl'] : parts.includes('gnu') || parts.includes('gnueabihf') ? ['glibc'] : undefined;
  const cpu = cpuPart === 'universal' ? ['x64', 'arm64'] : [CPU[cpuPart]];
  return { ...(os ? { os: [os] } : {}), cpu, ...(libc && os === 'linux' ? { libc } : {}) };
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const added = [];
const unknown = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) {
      unknown.push(`${name}@${version}`);
      continue;
    }
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(entry.peer ? { peer: true } : {}),
      ...platform,
    };
    added.push(`${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added.length} platform packages added${unknown.length ? `; not recognised: ${unknown.join(', ')}` : ''}`);
