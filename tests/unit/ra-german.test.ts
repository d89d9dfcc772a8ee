import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { raFrench } from '@/admin/i18n/raFrench';
import germanPackage from 'ra-language-german';
import { ownGerman, raGerman } from '@/admin/i18n/raGerman';

type Tree = { [key: string]: unknown };

/** All leaf key paths ("ra.action.add") of a message tree, mapped to their string values. */
const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [p, v] of leaves(value as Tree, path)) out.set(p, v);
    } else {
      out.set(path, value as string);
    }
  }
  return out;
};

const PLURAL_SEPARATOR = ' |||| ';
const placeholders = (text: string): string[] => [...text.matchAll(/%\{[^}]+\}/g)].map((m) => m[0]).sort();

const english = leaves(englishMessages as Tree);
const german = leaves(raGerman as Tree);
const frenchPackage = leaves(frenchMessages as Tree);
const french = leaves(raFrench as Tree);
const englishPaths = [...english.keys()].sort();

describe('raGerman', () => {
  it('has exactly the key paths of ra-language-english', () => {
    expect(englishPaths.length).toBeGreaterThan(100);
    const missing = englishPaths.filter((p) => !german.has(p));
    const extra = [...german.keys()].filter((p) => !english.has(p));
    expect(missing, 'keys missing from raGerman').toEqual([]);
    expect(extra, 'keys in raGerman that English does not have').toEqual([]);
    expect([...german.keys()].sort()).toEqual(englishPaths);
  });

  it('has a non-empty string at every leaf', () => {
    const bad = [...german].filter(([, v]) => typeof v !== 'string' || v.length === 0);
    expect(bad).toEqual([]);
  });

  it('keeps every %{…} placeholder of the English leaf', () => {
    const problems: string[] = [];
    for (const [path, en] of english) {
      const de = german.get(path) ?? '';
      for (const ph of placeholders(en)) {
        if (!de.includes(ph)) problems.push(`${path}: missing ${ph}`);
      }
      for (const ph of placeholders(de)) {
        if (!en.includes(ph)) problems.push(`${path}: unknown ${ph}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the polyglot plural forms, with the same placeholders in each form', () => {
    const problems: string[] = [];
    for (const [path, en] of english) {
      const de = german.get(path) ?? '';
      const enForms = en.split(PLURAL_SEPARATOR);
      const deForms = de.split(PLURAL_SEPARATOR);
      if (enForms.length !== deForms.length) {
        problems.push(`${path}: ${enForms.length} plural forms in English, ${deForms.length} in German`);
        continue;
      }
      enForms.forEach((form, i) => {
        expect.soft(placeholders(deForms[i]), `${path} form ${i}`).toEqual(placeholders(form));
      });
    }
    expect(problems).toEqual([]);
  });
});

describe('raGerman, from the package and the project', () => {
  const fromPackage = leaves(germanPackage as Tree);
  const own = leaves(ownGerman as Tree);

  it("takes the package's texts for the keys react-admin 5 still uses, unless the project words them otherwise", () => {
    const taken = englishPaths.filter((p) => fromPackage.has(p) && !own.has(p));
    expect(taken.length).toBeGreaterThanOrEqual(40);
    for (const path of taken) expect(german.get(path), path).toBe(fromPackage.get(path));
  });

  it('restates no text the package already has word for word', () => {
    expect([...own].filter(([path, text]) => fromPackage.get(path) === text)).toEqual([]);
  });
});

describe('raFrench', () => {
  it('ra-language-french covers every key path of ra-language-english', () => {
    const missing = englishPaths.filter((p) => !frenchPackage.has(p));
    expect(missing, 'keys missing from ra-language-french').toEqual([]);
  });

  it('has exactly the key paths of ra-language-english', () => {
    const missing = englishPaths.filter((p) => !french.has(p));
    const extra = [...french.keys()].filter((p) => !english.has(p));
    expect(missing, 'keys missing from raFrench').toEqual([]);
    expect(extra, 'keys in raFrench that English does not have').toEqual([]);
  });
});
