// `pnpm check:deps`: no import cycles.
//
//   node scripts/check-dependencies.js
//
// 1. Module cycles in apps/api/src, apps/web/src and packages/shared/src: the rules of
//    .dependency-cruiser.cjs (type-only imports and `import()` do not count).
// 2. Folder cycles in the API: its top-level folders under apps/api/src (http, db, config, …, the
//    files directly in src as one) and each modules/<name> are one node each; a folder that imports
//    a second one, which imports the first back (directly or around a longer loop), is a cycle
//    even when no two files import each other. A type-only import counts here: it ties the
//    folders' designs together all the same. Tests and test helpers are left out.
// Exits 1 and prints each cycle, with a file-level import for every step, when there is one.
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['apps/api/src', 'apps/web/src', 'packages/shared/src'];
const API = 'apps/api/src/';

/**
 * @typedef {{ resolved: string, dependencyTypes: string[] }} Dependency
 * @typedef {{ source: string, dependencies: Dependency[] }} Module
 * @typedef {{ rule: { name: string }, from: string, to: string, cycle?: { name: string }[] }} Violation
 * @typedef {{ modules: Module[], summary: { violations: Violation[] } }} CruiseResult
 */

/** @returns {Promise<CruiseResult>} */
async function cruiseSources() {
  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
  const { output } = await cruise(SOURCES, { ...options, baseDir: root, outputType: 'json' });
  return typeof output === 'string' ? JSON.parse(output) : output;
}

/** Tests and the helpers only tests use: not part of the API's design. */
function isTestCode(/** @type {string} */ file) {
  return (
    /\.(test|process|fuzz|outage)\.ts$/.test(file) ||
    /^apps\/api\/src\/(test|fuzz|outage)\//.test(file) ||
    /\/fixtures\//.test(file)
  );
}

/** The API folder a file belongs to: `http`, `modules/recipes`, … or `src` for src's own files. */
function apiFolder(/** @type {string} */ file) {
  const parts = file.slice(API.length).split('/');
  if (parts.length === 1) return 'src';
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1] ?? ''}`;
  return /** @type {string} */ (parts[0]);
}

/**
 * The folder graph's strongly connected components with more than one folder (Tarjan's
 * algorithm): every folder of one reaches every other, so each is a cycle.
 * @param {Map<string, Map<string, string>>} graph folder -> folder it imports -> a file-level example
 */
function cycles(graph) {
  let index = 0;
  /** @type {Map<string, number>} */
  const indexes = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  /** @type {string[][]} */
  const found = [];
  const visit = (/** @type {string} */ node) => {
    indexes.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        low.set(node, Math.min(Number(low.get(node)), Number(low.get(next))));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(Number(low.get(node)), Number(indexes.get(next))));
      }
    }
    if (low.get(node) === indexes.get(node)) {
      /** @type {string[]} */
      const component = [];
      for (;;) {
        const member = /** @type {string} */ (stack.pop());
        component.push(member);
        if (member === node) break;
      }
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexes.has(node)) visit(node);
  return found;
}

/**
 * One loop through all of a component's folders, as far as a shortest path allows: from the first
 * folder, each step goes to the nearest folder of the component not yet in the loop.
 * @param {Map<string, Map<string, string>>} graph
 * @param {string[]} component
 */
function loopThrough(graph, component) {
  const members = new Set(component);
  const start = /** @type {string} */ (component[0]);
  /** @param {string} from @param {(node: string) => boolean} isGoal */
  const shortest = (from, isGoal) => {
    /** @type {Map<string, string>} */
    const previous = new Map();
    const queue = [from];
    while (queue.length > 0) {
      const node = /** @type {string} */ (queue.shift());
      for (const next of graph.get(node)?.keys() ?? []) {
        if (!members.has(next) || previous.has(next) || next === from) continue;
        previous.set(next, node);
        if (isGoal(next)) {
          const route = [next];
          while (route[0] !== from)
            route.unshift(/** @type {string} */ (previous.get(route[0] ?? '')));
          return route;
        }
        queue.push(next);
      }
    }
    return [from];
  };
  const loop = [start];
  const seen = new Set(loop);
  while (seen.size < members.size) {
    const route = shortest(/** @type {string} */ (loop.at(-1)), (node) => !seen.has(node));
    if (route.length === 1) break;
    for (const node of route.slice(1)) {
      loop.push(node);
      seen.add(node);
    }
  }
  const back = shortest(/** @type {string} */ (loop.at(-1)), (node) => node === start);
  return [...loop, ...back.slice(1)];
}

const result = await cruiseSources();
let failed = false;

const moduleCycles = result.summary.violations.filter((v) => v.rule.name === 'no-circular');
const otherViolations = result.summary.violations.filter((v) => v.rule.name !== 'no-circular');
if (moduleCycles.length > 0) {
  failed = true;
  console.error(
    `Module cycles (${moduleCycles.length}), rule no-circular of .dependency-cruiser.cjs:`,
  );
  for (const v of moduleCycles) {
    const loop = [v.from, ...(v.cycle ?? []).map((step) => step.name)];
    console.error(`  ${loop.join('\n    -> ')}`);
  }
}
if (otherViolations.length > 0) {
  failed = true;
  console.error(`Dependency rule violations (${otherViolations.length}):`);
  for (const v of otherViolations) console.error(`  ${v.rule.name}: ${v.from} -> ${v.to}`);
}

/** @type {Map<string, Map<string, string>>} */
const graph = new Map();
for (const module of result.modules) {
  if (!module.source.startsWith(API) || isTestCode(module.source)) continue;
  const from = apiFolder(module.source);
  for (const dependency of module.dependencies) {
    const target = dependency.resolved;
    if (!target.startsWith(API) || isTestCode(target)) continue;
    const to = apiFolder(target);
    if (to === from) continue;
    const edges = graph.get(from) ?? new Map();
    if (!edges.has(to)) edges.set(to, `${module.source} -> ${target}`);
    graph.set(from, edges);
  }
}
const folderCycles = cycles(graph);
if (folderCycles.length > 0) {
  failed = true;
  console.error(
    `\nFolder cycles in apps/api/src (${folderCycles.length}): folders that import each other, ` +
      'each step with one import that makes it:',
  );
  for (const component of folderCycles) {
    const loop = loopThrough(graph, component);
    console.error(`  ${loop.join(' -> ')}`);
    for (let i = 0; i + 1 < loop.length; i += 1) {
      const from = /** @type {string} */ (loop[i]);
      const to = /** @type {string} */ (loop[i + 1]);
      console.error(`      ${graph.get(from)?.get(to) ?? ''}`);
    }
  }
}

if (failed) {
  console.error('\ncheck:deps FAILED: break each cycle above (see docs/architecture.md).');
  process.exit(1);
}
console.log(
  `check:deps: no module cycles in ${SOURCES.join(', ')}; no folder cycles in apps/api/src ` +
    `(${result.modules.length} modules).`,
);
