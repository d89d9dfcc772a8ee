import { describe, expect, it } from 'vitest';
import { catalogs } from '@/admin/i18n';
import type { ResourceDef } from '@/domain/resourceDef';
import { RESOURCES } from '@/domain/resources';
import { LOCALES } from '@/domain/messages';
import { translationLocaleOf } from '@/domain/translations';

/**
 * Every resource the screens show must be labelled in every language: its name (singular |||| plural), each of
 * its fields, each value of its enums and each tab of its form. The lists come from the domain definitions, so
 * a field, choice or tab added there without messages fails here.
 */

type Tree = { [key: string]: unknown };

/** Choices owned by the check-visa area; tolerated as missing until its messages land, checked once present. */
const OWNED_ELSEWHERE = new Set(['requirement']);

function lookup(tree: Tree, path: string[]): unknown {
  let node: unknown = tree;
  for (const part of path) {
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

const isLabel = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

const choicesKey = (name: string, field: ResourceDef['fields'][string]) => field.choicesKey ?? name;

/** The tabs a resource's form and show page use (a field without a tab sits on `main` once tabs are used). */
function tabsOf(def: ResourceDef): string[] {
  const tabs = new Set(Object.values(def.fields).map((f) => f.tab));
  if (tabs.size <= 1 && tabs.has(undefined)) return [];
  return [...tabs].map((t) => t ?? 'main');
}

/** Every message a resource needs that `catalog` lacks or leaves empty, as dotted key paths. */
function missingLabels(def: ResourceDef, catalog: Tree): string[] {
  const missing: string[] = [];
  const need = (path: string[], optional = false) => {
    const value = lookup(catalog, path);
    if (!isLabel(value) && !(optional && value === undefined)) missing.push(path.join('.'));
  };
  need(['resources', def.name, 'name']);
  for (const [name, field] of Object.entries(def.fields)) {
    // A translation's label, a language's status's and its publishing override's are made from the source field's
    // label and the language's name (src/domain/translations.ts): those must be written.
    const translation = translationLocaleOf(def, name);
    if (translation) {
      need(['vp', 'choices', 'locale', translation.locale]);
      need(['vp', 'translation', translation.role === 'translation' ? 'field' : translation.role]);
      if (field.translationOf) need(['resources', def.name, 'fields', field.translationOf.field]);
    } else need(['resources', def.name, 'fields', name]);
    // A picker labels its choices itself (an icon's picture, a currency's name from Intl): see pickers.test.ts.
    if (field.kind !== 'enum' || field.picker) continue;
    const key = choicesKey(name, field);
    const namespace = lookup(catalog, ['vp', 'choices', key]);
    for (const value of field.choices ?? [])
      need(['vp', 'choices', key, value], OWNED_ELSEWHERE.has(key) && namespace === undefined);
  }
  for (const tab of tabsOf(def)) need(['vp', 'tabs', tab]);
  return missing;
}

const tree = (locale: (typeof LOCALES)[number]): Tree => catalogs[locale];

describe('resource labels (src/domain/labels)', () => {
  it('covers every resource in en, de and fr', () => {
    expect(RESOURCES.length).toBeGreaterThan(0);
    expect([...LOCALES].sort()).toEqual(['de', 'en', 'fr']);
  });

  describe.each(LOCALES)('%s', (locale) => {
    it.each(RESOURCES.map((def) => [def.name, def] as const))(
      '%s has a name, field labels, choices and tabs',
      (_, def) => {
        expect(missingLabels(def, tree(locale))).toEqual([]);
      },
    );

    it.each(RESOURCES.map((def) => [def.name, def] as const))('%s is named "singular |||| plural"', (_, def) => {
      const name = lookup(tree(locale), ['resources', def.name, 'name']);
      expect(typeof name).toBe('string');
      const parts = String(name).split(' |||| ');
      expect(parts, String(name)).toHaveLength(2);
      expect(
        parts.every((p) => p.trim().length > 0 && !p.includes('|')),
        String(name),
      ).toBe(true);
    });

    it.each(RESOURCES.map((def) => [def.name, def] as const))('%s labels no field it does not have', (_, def) => {
      const labelled = Object.keys((lookup(tree(locale), ['resources', def.name, 'fields']) ?? {}) as Tree);
      expect(labelled.filter((f) => !(f in def.fields))).toEqual([]);
    });

    it('labels the generic screens: main tab, range filters, system fields', () => {
      const catalog = tree(locale);
      for (const path of [
        'vp.tabs.main',
        'vp.system.version',
        'vp.system.created_at',
        'vp.system.updated_at',
        'vp.list.actions',
      ]) {
        expect(isLabel(lookup(catalog, path.split('.'))), path).toBe(true);
      }
      for (const path of ['vp.list.from', 'vp.list.to']) {
        const text = lookup(catalog, path.split('.'));
        expect(isLabel(text), path).toBe(true);
        expect(String(text), path).toContain('%{field}');
      }
    });

    it('labels the menu groups and pages of the visa, check-visa, PR and partner areas', () => {
      const partnerAreas = ['universities', 'consultants', 'languages', 'insurance', 'credits'];
      // A partner's other entries are named like the lists they open (the resources' names, checked above).
      for (const key of [
        'visa',
        'check_visa',
        'check_my_visa',
        'import_requirements',
        'pr',
        ...partnerAreas,
        'my_organisation',
      ]) {
        expect(isLabel(lookup(tree(locale), ['vp', 'menu', key])), `vp.menu.${key}`).toBe(true);
      }
    });
  });

  it('reports what a newly added, unlabelled field, choice or tab lacks', () => {
    const countries = RESOURCES.find((def) => def.name === 'countries')!;
    const extended: ResourceDef = {
      ...countries,
      fields: {
        ...countries.fields,
        newly_added: { kind: 'enum', choices: ['fresh'], choicesKey: 'not_yet_labelled', tab: 'brand_new' },
        region: { ...countries.fields.region, choices: [...countries.fields.region.choices!, 'atlantis'] },
      },
    };
    for (const locale of LOCALES) {
      expect(missingLabels(extended, tree(locale))).toEqual([
        'vp.choices.region.atlantis',
        'resources.countries.fields.newly_added',
        'vp.choices.not_yet_labelled.fresh',
        'vp.tabs.brand_new',
      ]);
    }
  });
});
