import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One module importing another: the first import found that makes the edge, as `from` file → `to` file. */
export interface ModuleEdge {
  from: string;
  to: string;
  /** Files of neither module the import passes through (access/, server/, …), in order. */
  through: string[];
}

/** The api's modules (`modules/<m>/`) and who imports whom, by name, each edge with one import that makes it. */
export type ModuleGraph = Map<string, Map<string, ModuleEdge>>;

const SOURCE = /\.tsx?$/;

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFilesUnder(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names (imports are extensionless), or null for a package or anything outside. */
function resolveImport(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found ?? null;
}

/** Every relative import of a file: static, type-only, re-exports and dynamic `import()` alike (each is a dependency). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((imported) => resolveImport(file, imported.fileName)).filter((path): path is string => path !== null);
}

/**
 * The module import graph of `srcRoot` (apps/api/src). A module's file importing a file outside
 * every module (access/, server/, jobs/, …) depends on whatever that file imports in turn, so such
 * files are followed through: access/advisor-profile-access.ts importing the directory makes each
 * module that imports it depend on the directory.
 */
export function moduleImportGraph(srcRoot: string): ModuleGraph {
  const modulesRoot = join(srcRoot, 'modules');
  const moduleOf = (file: string): string | null => {
    const path = relative(modulesRoot, file);
    return path.startsWith('..') ? null : (path.split(sep)[0] ?? null);
  };
  const files = sourceFilesUnder(srcRoot);
  const imports = new Map(files.map((file) => [file, importsOf(file)]));
  const name = (file: string) => relative(srcRoot, file).split(sep).join('/');
  const graph: ModuleGraph = new Map();

  for (const file of files) {
    const from = moduleOf(file);
    if (from === null) continue;
    const edges = graph.get(from) ?? new Map<string, ModuleEdge>();
    graph.set(from, edges);
    // Breadth first from this file through files outside every module, stopping at any module's file.
    const seen = new Set<string>([file]);
    const queue: { file: string; through: string[] }[] = (imports.get(file) ?? []).map((next) => ({ file: next, through: [] }));
    while (queue.length > 0) {
      const step = queue.shift() as { file: string; through: string[] };
      if (seen.has(step.file)) continue;
      seen.add(step.file);
      const to = moduleOf(step.file);
      if (to === from) continue;
      if (to !== null) {
        if (!edges.has(to)) edges.set(to, { from: name(file), to: name(step.file), through: step.through });
        continue;
      }
      const through = [...step.through, name(step.file)];
      for (const next of imports.get(step.file) ?? []) queue.push({ file: next, through });
    }
  }
  return graph;
}

/** Modules that all reach each other through imports, and the shortest loop from the first of them back to it. */
export interface ModuleCycle {
  modules: string[];
  loop: string[];
}

/** The loops of a graph: one per group of modules that reach each other (Tarjan's strongly connected components). */
export function findModuleCycles(graph: ModuleGraph): ModuleCycle[] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;

  const visit = (node: string) => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node) as number, lowLink.get(next) as number));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node) as number, index.get(next) as number));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((modules) => ({ modules, loop: shortestLoop(graph, modules) }));
}

/** The shortest way from a group's first module back to itself, inside the group. */
function shortestLoop(graph: ModuleGraph, group: string[]): string[] {
  const start = group[0] as string;
  const members = new Set(group);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        for (let back = cameFrom.get(node); back !== undefined; back = cameFrom.get(back)) path.unshift(back);
        return [...path, start];
      }
      if (!cameFrom.has(next) && next !== start) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...group, start];
}

/** An import in words, with the files outside any module it passes through. */
function describeEdge(graph: ModuleGraph, from: string, to: string): string {
  const edge = graph.get(from)?.get(to);
  const via = edge && edge.through.length > 0 ? ` (through ${edge.through.join(' → ')})` : '';
  return `  ${from} → ${to}: ${edge?.from} imports ${edge?.to}${via}`;
}

/**
 * A loop in words: the modules caught in it, its shortest path, then every import between them
 * (removing one may not be enough: together they are what ties the group).
 */
export function describeCycle(graph: ModuleGraph, cycle: ModuleCycle): string {
  const members = new Set(cycle.modules);
  const inside = cycle.modules.flatMap((from) =>
    [...(graph.get(from)?.keys() ?? [])]
      .filter((to) => members.has(to))
      .sort()
      .map((to) => describeEdge(graph, from, to)),
  );
  return [`${cycle.modules.join(', ')}: ${cycle.loop.join(' → ')}, and all their imports of each other:`, ...inside].join('\n');
}

/** The files under `srcRoot` that import `target` (a path relative to srcRoot, e.g. 'access/grants.repository.ts'), as relative paths. */
export function filesImporting(srcRoot: string, target: string): string[] {
  const targetPath = join(srcRoot, target);
  return sourceFilesUnder(srcRoot)
    .filter((file) => importsOf(file).includes(targetPath))
    .map((file) => relative(srcRoot, file).split(sep).join('/'));
}
