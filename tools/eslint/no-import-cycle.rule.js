// ESLint rule: no import cycles, type-only imports included.
//
// Why our own rule: import-x/no-cycle (and eslint-plugin-import's) skip `import type` by design,
// so they pass both cycles issue 25 found (each closed by a type import). A type cycle still ties
// two modules into one: neither can be moved, split or understood without the other.
// Files are read with TypeScript's own import scanner and resolved with its resolver and the
// nearest tsconfig.json, so workspace packages and `paths` (@shop/domain → domain/src/index.ts)
// resolve exactly as `npm run typecheck` resolves them; packages under node_modules are left out.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const SOURCE = /\.(ts|tsx|mts|cts)$/;

/** Compiler options and a resolution cache per tsconfig.json, read once per process. */
const projects = new Map();
const projectOfFolder = new Map();
function projectOf(file) {
  const folder = path.dirname(file);
  if (projectOfFolder.has(folder)) return projectOfFolder.get(folder);
  const configFile = ts.findConfigFile(folder, ts.sys.fileExists) ?? ts.findConfigFile(folder, ts.sys.fileExists, 'tsconfig.base.json');
  if (!projects.has(configFile)) {
    const parsed = configFile ? ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} }) : undefined;
    const options = parsed?.options ?? {};
    projects.set(configFile, { options, cache: ts.createModuleResolutionCache(process.cwd(), (name) => name, options) });
  }
  projectOfFolder.set(folder, projects.get(configFile));
  return projects.get(configFile);
}

/** Resolutions by folder and specifier: files of one folder import the same things. */
const resolutions = new Map();
function resolve(specifier, fromFile) {
  const key = `${path.dirname(fromFile)}\0${specifier}`;
  if (!resolutions.has(key)) resolutions.set(key, resolveOnce(specifier, fromFile));
  return resolutions.get(key);
}

function resolveOnce(specifier, fromFile) {
  const { options, cache } = projectOf(fromFile);
  const resolved = ts.resolveModuleName(specifier, fromFile, options, ts.sys, cache).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport || !SOURCE.test(resolved.resolvedFileName) || resolved.resolvedFileName.endsWith('.d.ts')) return undefined;
  return path.resolve(resolved.resolvedFileName);
}

/**
 * The project files a file imports, static, dynamic and type-only alike. Kept for the whole lint
 * run; a file changed on disk since (an editor's long-lived ESLint server) is read again once its
 * entry is a second old, so a run does not look at every file's date once per linted file.
 */
const FRESH_MS = 1000;
const importsCache = new Map();
function importsOf(file) {
  const now = Date.now();
  const cached = importsCache.get(file);
  if (cached && now - cached.checkedAt < FRESH_MS) return cached.targets;
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtimeMs === undefined) return []; // deleted since it was resolved (an editor session)
  if (cached?.mtimeMs === mtimeMs) {
    cached.checkedAt = now;
    return cached.targets;
  }
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const targets = [...new Set(importedFiles.map(({ fileName }) => resolve(fileName, file)).filter((target) => target && target !== file))];
  importsCache.set(file, { mtimeMs, checkedAt: now, targets });
  return targets;
}

/** The files from which `file` can be reached again by following imports from it. */
function filesLeadingBackTo(file) {
  const importers = new Map();
  const reached = new Set([file]);
  const queue = [file];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const target of importsOf(current)) {
      if (!importers.has(target)) importers.set(target, []);
      importers.get(target).push(current);
      if (!reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  const leadingBack = new Set([file]);
  const back = [file];
  while (back.length > 0) {
    for (const importer of importers.get(back.shift()) ?? []) {
      if (!leadingBack.has(importer)) {
        leadingBack.add(importer);
        back.push(importer);
      }
    }
  }
  return leadingBack;
}

/** The shortest chain of imports from `start` back to `file`, through `allowed` files only. */
function route(start, file, allowed) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === file) break;
    for (const target of importsOf(current)) {
      if (allowed.has(target) && !previous.has(target)) {
        previous.set(target, current);
        queue.push(target);
      }
    }
  }
  const chain = [];
  for (let step = file; step !== undefined; step = previous.get(step)) chain.unshift(step);
  return [file, ...chain];
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between project files, type-only imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{route}}. Move what both sides need into a module of its own, or turn one import around.' },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    if (!SOURCE.test(file)) return {};
    const sources = [];
    const collect = (node) => {
      if (typeof node.source?.value === 'string') sources.push(node.source);
    };
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      'Program:exit'() {
        const targets = sources.map((source) => ({ source, target: resolve(source.value, file) })).filter(({ target }) => target && target !== file);
        if (targets.length === 0) return;
        const leadingBack = filesLeadingBackTo(file);
        for (const { source, target } of targets) {
          if (!leadingBack.has(target)) continue;
          const chain = route(target, file, leadingBack).map((step) => path.relative(process.cwd(), step));
          context.report({ node: source, messageId: 'cycle', data: { route: chain.join(' → ') } });
        }
      },
    };
  },
};
