import type { Result } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { canAccess, type Action } from '@/domain/access';
import type { FieldDef, ResourceDef } from '@/domain/resourceDef';
import { RESOURCES } from '@/domain/resources';
import { resourceExtensions } from '@/admin/areas';
import type { Role } from '@/domain/roles';
import { DEMO } from '../support/demo';
import { AXE_OPTIONS, screenshot, settle, signIn } from './support';
import { e2eSuite, menu, TIMEOUT } from './suite';

/*
 * axe-core over the screens a person can reach: the generated screens (list, show, edit, create) that together draw
 * every kind of field and feature, every page of the sidebar, as the admin and as each partner role, in light
 * and dark mode, and the theme settings drawer in both modes. Serious and critical findings fail, and so do headings
 * that skip a level (heading-order); each screen also has exactly one level-one heading.
 *
 * The admin's screens are checked in both modes, the two at once in two pages, so the suite stays a few minutes;
 * the app bar and the sidebar, the same on every screen, are checked on each page's first screen. Light pages are
 * a desktop's 1440 px wide, dark ones a phone's 390 px, where nothing may be wider than the screen. A partner's
 * screens (the same components with its own content) are checked once, in light mode at 390 px.
 */

const suite = e2eSuite('accessibility');
const { api, newPage } = suite;

type Mode = 'light' | 'dark';
const SCREENS: Action[] = ['list', 'show', 'edit', 'create'];
const WIDTH: Record<Mode, number> = { light: 1440, dark: 390 };

/** What fails: a serious or critical finding, or a heading that skips a level (axe rates that one moderate). */
const FAILING_RULES = new Set(['heading-order']);
const fails = (v: Result) => v.impact === 'serious' || v.impact === 'critical' || FAILING_RULES.has(v.id);

/** A finding as one line: its rule and the first few elements it names. */
const describeFinding = (v: Result) =>
  `${v.id}: ${v.nodes
    .map((n) => n.target.join(' '))
    .slice(0, 3)
    .join(', ')}`;

interface Finding {
  screen: string;
  problem: string;
}

/** A signed-in page whose theme mode is set before any script of the app runs. */
async function pageFor(email: string, mode: Mode, width = WIDTH[mode]): Promise<Page> {
  const page = await newPage();
  await page.setViewportSize({ width, height: 900 });
  // The console honours reduced motion (no transition is seen half-way): axe reads each screen as it ends up.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript((m) => {
    localStorage.setItem('settings', JSON.stringify({ mode: m, direction: 'ltr', preset: 'default' }));
  }, mode);
  await signIn(page, suite.url, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  await page.locator('#main-content').waitFor();
  return page;
}

/** The id of a record the token's owner can open, or null when it sees none. */
async function firstId(resource: string, token: string): Promise<number | null> {
  const base = RESOURCES.find((r) => r.name === resource)!.base;
  const rows = await api<{ id: number }[]>(`${base}/${resource}?range=${encodeURIComponent('[0,0]')}`, { token });
  return rows[0]?.id ?? null;
}

/**
 * Waits for the screen to have rendered its content (no loading indicator left), then runs axe on it: on the whole
 * page the first time a signed-in page is checked, then on the main content only (the app bar and the sidebar are
 * the same on every screen). Findings are printed as they are found, so a long run shows its progress.
 */
async function check(page: Page, path: string, mode: Mode, findings: Finding[]) {
  const screen = `${path} (${mode})`;
  const found = (problem: string) => {
    findings.push({ screen, problem });
    console.log(`accessibility: ${screen} — ${problem}`);
  };
  await page.goto(`${suite.url}${path}`);
  await page.locator('#main-content, form, h1').first().waitFor({ timeout: TIMEOUT });
  // Until the page's requests are done: a record, then a lazily loaded input (the rich-text editor, whose toolbar
  // fades in) may still come after the first paint, when no loading indicator is up yet.
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT }).catch(() => undefined);
  await page
    .locator('[role=progressbar], .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'detached', timeout: TIMEOUT })
    .catch(() => undefined);
  await settle(page);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const axe = new AxeBuilder({ page }).options(AXE_OPTIONS);
  const whole = !checkedWhole.has(page);
  checkedWhole.add(page);
  const results = await (
    whole || (await page.locator('#main-content').count()) === 0 ? axe : axe.include('#main-content')
  ).analyze();
  for (const v of results.violations.filter(fails)) found(describeFinding(v));
  const headings = await page.locator('h1').count();
  if (headings !== 1) found(`${headings} level-one headings`);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  if (widths.page > widths.viewport) found(`${widths.page} px wide on a ${widths.viewport} px screen`);
}
const checkedWhole = new WeakSet<Page>();

/** The sidebar's links (groups opened), as paths. */
async function sidebarPaths(page: Page): Promise<string[]> {
  const closed = menu(page).locator('[aria-expanded=false]');
  while ((await closed.count()) > 0) {
    await closed.first().click();
    await settle(page);
  }
  const hrefs = await menu(page)
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const lists = new Set(RESOURCES.map((r) => `/${r.name}`));
  // A resource's list is checked with its other screens; a link to it with a filter adds nothing to check.
  return [...new Set(hrefs.filter((h) => h.startsWith('/') && !lists.has(h.split('?')[0])))];
}

/** What a generated screen draws for a resource: the kinds of its columns, filters, values or inputs, and its features. */
function drawn(def: ResourceDef, action: Action): string[] {
  const fields = Object.values(def.fields);
  const kinds = (prefix: string, shown: FieldDef[]) =>
    shown.map(
      (f) =>
        `${prefix}:${f.kind}${f.currency ? ':money' : ''}${f.numeric ? ':numeric' : ''}${f.picker ? `:${f.picker}` : ''}${f.country ? ':country' : ''}`,
    );
  const layout = fields.some((f) => f.tab) ? 'tabs' : 'one form';
  if (action === 'list')
    return [
      ...kinds(
        'column',
        fields.filter((f) => f.list),
      ),
      ...kinds(
        'filter',
        fields.filter((f) => f.filter),
      ),
      def.card ? 'card' : 'no card',
      ...(def.views?.length ? ['saved views'] : []),
      ...(def.statusTabs ? ['status tabs'] : []),
      ...(fields.some((f) => f.gridEditable) ? ['grid'] : []),
      ...(fields.some((f) => f.bulkEditable) ? ['bulk edit'] : []),
      ...(def.readOnly ? ['read only'] : []),
    ];
  if (action === 'show') return [...kinds('value', fields), layout];
  return [
    ...kinds(
      'input',
      fields.filter((f) => !f.derived),
    ),
    layout,
    ...(def.rules?.length ? ['rules'] : []),
  ];
}

/**
 * A role's generated screens, picked: a list, show, edit or create screen is the same component for every
 * resource and differs only in what it draws. For each action, the fewest resources that together draw every kind
 * of column, value, input and feature any resource has (a greedy cover), and every resource an area extends with
 * components of its own.
 */
function pickedResources(defs: readonly ResourceDef[], action: Action): Set<string> {
  const picked = new Set(defs.filter((d) => resourceExtensions[d.name]).map((d) => d.name));
  const left = new Set(defs.flatMap((d) => drawn(d, action)));
  for (const name of picked)
    for (const f of drawn(
      defs.find((d) => d.name === name)!,
      action,
    ))
      left.delete(f);
  while (left.size > 0) {
    const gain = (d: ResourceDef) => drawn(d, action).filter((f) => left.has(f)).length;
    const best = [...defs].sort((a, b) => gain(b) - gain(a) || a.name.localeCompare(b.name))[0];
    picked.add(best.name);
    for (const f of drawn(best, action)) left.delete(f);
  }
  return picked;
}

/**
 * The generated screens a role may open (a record of its own for show and edit), picked the same way for every role
 * (see pickedResources): a partner's of the resources it maintains, as it sees them (its fields, its buttons), each
 * checked for the first partner role that has it (the enquiries or the saved replies of a bank are those of an
 * insurer); what it may only read (countries, the organisations) are the admin's generated screens without their
 * buttons.
 */
async function resourceScreens(role: Role, token: string): Promise<string[]> {
  const screens: string[] = [];
  const allowedOf = (def: ResourceDef) =>
    SCREENS.filter(
      (action) =>
        canAccess(role, { resource: def.name, action }) &&
        !(def.readOnly && (action === 'edit' || action === 'create')),
    );
  const mine = RESOURCES.filter((def) => {
    const allowed = allowedOf(def);
    return allowed.includes('list') && (role === 'admin' || allowed.includes('edit'));
  });
  const picked = new Map(
    SCREENS.map((action) => [
      action,
      pickedResources(
        mine.filter((d) => allowedOf(d).includes(action)),
        action,
      ),
    ]),
  );
  for (const def of mine) {
    const allowed = allowedOf(def).filter(
      (action) =>
        picked.get(action)!.has(def.name) && (role === 'admin' || !checkedForAPartner.has(`${def.name}:${action}`)),
    );
    if (role !== 'admin') for (const action of allowed) checkedForAPartner.add(`${def.name}:${action}`);
    const id = allowed.some((a) => a === 'show' || a === 'edit') ? await firstId(def.name, token) : null;
    screens.push(
      ...allowed.flatMap((action) => {
        if (action === 'list') return [`/${def.name}`];
        if (action === 'create') return [`/${def.name}/create`];
        if (id === null) return [];
        return [action === 'show' ? `/${def.name}/${id}/show` : `/${def.name}/${id}`];
      }),
    );
  }
  return screens;
}
const checkedForAPartner = new Set<string>();

/**
 * The contrast of each button's text in the scope with what is painted under it: the background colours of the
 * button and of its ancestors, and the overlay MUI lays on a raised surface in dark mode (a gradient of one colour).
 * axe cannot measure text over a gradient: it leaves such text for review, so in dark mode it checks none of the
 * drawer's. Rounded down to two decimals, as axe reports it.
 */
function textContrasts(scope: Locator) {
  return scope.locator('button').evaluateAll((buttons) => {
    type Rgba = [number, number, number, number];
    const parse = (color: string): Rgba => {
      const match = /^rgba?\(([^)]*)\)$/.exec(color.trim());
      if (!match) throw new Error(`unmeasured colour ${color}`);
      const [r, g, b, a = 1] = match[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    // A colour as painted over an opaque one, in whole values as on the screen.
    const over = (top: Rgba, under: Rgba): Rgba => [
      Math.round(top[0] * top[3] + under[0] * (1 - top[3])),
      Math.round(top[1] * top[3] + under[1] * (1 - top[3])),
      Math.round(top[2] * top[3] + under[2] * (1 - top[3])),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    return buttons
      .map((button) => ({ button, text: button.textContent?.trim() ?? '' }))
      .filter(({ text }) => text)
      .map(({ button, text }) => {
        const chain: Element[] = [];
        for (let e: Element | null = button; e; e = e.parentElement) chain.unshift(e);
        let background: Rgba = [255, 255, 255, 1];
        for (const e of chain) {
          const style = getComputedStyle(e);
          background = over(parse(style.backgroundColor), background);
          if (style.backgroundImage === 'none') continue;
          const [stop, ...stops] = style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [];
          if (!style.backgroundImage.startsWith('linear-gradient(') || !stop || stops.some((x) => x !== stop))
            throw new Error(`unmeasured background ${style.backgroundImage}`);
          background = over(parse(stop), background);
        }
        const [lighter, darker] = [
          luminance(over(parse(getComputedStyle(button).color), background)),
          luminance(background),
        ].sort((a, b) => b - a);
        return {
          text,
          pressed: button.getAttribute('aria-pressed') === 'true',
          hovered: button.matches(':hover'),
          ratio: Math.floor(((lighter + 0.05) / (darker + 0.05)) * 100) / 100,
        };
      });
  });
}

const tokenOf = async (email: string) =>
  (
    await api<{ accessToken: string }>('/api/login', {
      method: 'POST',
      token: null,
      body: { username: email, password: 'Visapath-demo-1' },
    })
  ).accessToken;

const roles: [string, Role][] = [
  [DEMO.admin, 'admin'],
  [DEMO.insurer, 'insurance'],
  [DEMO.university, 'university'],
  [DEMO.consultant, 'consultants'],
  [DEMO.languages, 'languages'],
  [DEMO.bank, 'bank'],
];
const FIRST_PARTNER = roles.find(([, role]) => role !== 'admin')![1];

describe('accessibility of every screen (axe: no serious or critical findings, no skipped heading level, one h1)', () => {
  it.each(roles)(
    '%s: every generated screen and every sidebar page',
    async (email, role) => {
      const token = await tokenOf(email);
      const findings: Finding[] = [];
      // A partner's screens are the admin's components with its own content: checked once, in light mode on a
      // phone (where its content must fit); each component's colours in both modes are the admin's to check.
      const partner = role !== 'admin';
      const light = await pageFor(email, 'light', partner ? WIDTH.dark : WIDTH.light);
      const dark = partner ? null : await pageFor(email, 'dark');
      const sidebar = await sidebarPaths(light);
      const screens = [
        ...sidebar,
        // The same pages for every role: once for the admin, once for a partner.
        ...(role === 'admin' || role === FIRST_PARTNER ? ['/dashboard/profile', '/dashboard/change-password'] : []),
        ...(await resourceScreens(role, token)),
      ];
      console.log(
        `accessibility: ${role}, ${screens.length} screens in ${dark ? 'two modes' : 'light mode at 390 px'}`,
      );
      for (const path of screens) {
        await Promise.all([check(light, path, 'light', findings), dark && check(dark, path, 'dark', findings)]);
      }
      expect(findings.map((f) => `${f.screen} — ${f.problem}`)).toEqual([]);
    },
    1_200_000,
  );

  it.each(['light', 'dark'] as const)('the signed-out pages (%s)', async (mode) => {
    const page = await newPage();
    await page.setViewportSize({ width: WIDTH[mode], height: 900 });
    await page.addInitScript((m) => {
      localStorage.setItem('settings', JSON.stringify({ mode: m, direction: 'ltr', preset: 'default' }));
    }, mode);
    const findings: Finding[] = [];
    for (const path of ['/auth/login', '/auth/register', '/auth/reset-password', '/404', '/500', '/maintenance']) {
      await check(page, path, mode, findings);
    }
    expect(findings.map((f) => `${f.screen} — ${f.problem}`)).toEqual([]);
  });

  it.each(['light', 'dark'] as const)(
    'the theme settings drawer, opened in %s mode, in both modes',
    async (mode) => {
      const page = await pageFor(DEMO.admin, mode);
      await page.getByTestId('account-menu').click();
      await page.getByRole('menuitem', { name: 'Theme settings' }).click();
      const drawer = page.getByRole('dialog', { name: 'Theme settings' });
      const modes = drawer.getByRole('group', { name: 'Mode' });
      const findings = new Set<string>();
      const checkDrawer = async (shown: Mode) => {
        await expect
          .poll(() => modes.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed'))
          .toBe(String(shown === 'dark'));
        // Each toggle with a text, with the pointer on it and on another: chosen or not, its text keeps 4.5:1.
        for (const name of ['Light', 'Left to right', 'Right to left', 'Dark']) {
          await drawer.getByRole('button', { name, exact: true }).hover();
          await settle(page);
          for (const { text, pressed, hovered, ratio } of await textContrasts(drawer)) {
            const state = `${pressed ? 'chosen' : 'not chosen'}${hovered ? ', under the pointer' : ''}`;
            if (ratio < 4.5) findings.add(`${shown}: "${text}" (${state}) has a contrast of ${ratio}:1`);
          }
        }
        // axe with the pointer resting on the Dark toggle.
        const { default: AxeBuilder } = await import('@axe-core/playwright');
        const results = await new AxeBuilder({ page }).options(AXE_OPTIONS).include('[role=dialog]').analyze();
        for (const v of results.violations.filter(fails)) findings.add(`${shown}: ${describeFinding(v)}`);
        if (shown === 'dark') await screenshot(page, `theme-drawer-dark-from-${mode}`);
      };
      await checkDrawer(mode);
      // The same drawer once the other mode is chosen in it: the page changes theme under the open drawer.
      const other: Mode = mode === 'light' ? 'dark' : 'light';
      await modes.getByRole('button', { name: other === 'dark' ? 'Dark' : 'Light' }).click();
      await checkDrawer(other);
      expect([...findings]).toEqual([]);
    },
    60_000,
  );
});
