import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No two modules of src/ may import each other, directly or through others, type imports and lazy `import()`
 * included: a cycle ties modules together so that neither can be understood, moved or loaded on its own, and
 * a type import is where a runtime one creeps in next. Shared types belong in a leaf module both sides import.
 */

const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx', '.mts'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return EXTENSIONS.some((e) => entry.name.endsWith(e)) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file a relative specifier names, as a bundler resolves it (extension optional, folder → index). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, `index${e}`))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** Every module of `files` → the modules of src/ it imports (static, type-only, re-exports and dynamic). */
export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((i) => resolveImport(file, i.fileName))
      .filter((t): t is string => t !== undefined && t.startsWith(SRC));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One shortest cycle through each strongly connected component of more than one module (Tarjan), as paths. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);

  return components.map((component) => {
    const members = new Set(component);
    const start = [...component].sort()[0];
    // Breadth-first from start, inside the component, back to start.
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length) {
      const node = queue.shift()!;
      for (const next of graph.get(node) ?? []) {
        if (!members.has(next)) continue;
        if (next === start) {
          const path = [node];
          while (path[0] !== start) path.unshift(previous.get(path[0])!);
          return [...path, start];
        }
        if (!previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    return [start, start];
  });
}

const show = (cycle: string[]) => cycle.map((f) => relative(ROOT, f)).join(' → ');

describe('import cycles', () => {
  it('finds them, type imports and lazy imports included', () => {
    const a = join(SRC, 'a.ts');
    const b = join(SRC, 'b.ts');
    const c = join(SRC, 'c.ts');
    const graph = new Map([
      [a, [b]],
      [b, [c]],
      [c, [a]],
      [join(SRC, 'd.ts'), [a]],
    ]);
    expect(cycles(graph).map(show)).toEqual(['src/a.ts → src/b.ts → src/c.ts → src/a.ts']);
    const { importedFiles } = ts.preProcessFile(
      "import type { X } from './x';\nexport * from './y';\nconst z = () => import('./z');",
      true,
      true,
    );
    expect(importedFiles.map((i) => i.fileName)).toEqual(['./x', './y', './z']);
  });

  it('there are none in src/', () => {
    const graph = importGraph(sources(SRC));
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles(graph).map(show)).toEqual([]);
  });
});
