import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'react-admin';
import type { MenuLink } from '@/admin/menu';

interface Target {
  path: string;
  filter: Record<string, unknown>;
}

function parseFilter(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  } catch {
    return {};
  }
}

function targetOf(to: string): Target {
  const url = new URL(to, 'http://localhost');
  return { path: url.pathname, filter: parseFilter(url.searchParams.get('filter')) };
}

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

const filterMatches = (link: Target, current: Record<string, unknown>) =>
  Object.entries(link.filter).every(([key, value]) => JSON.stringify(current[key]) === JSON.stringify(value));

/**
 * The key of the sidebar link the current page belongs to. Several links can open the same list with other
 * filters (the FAQs of each area, the enquiries of each kind): on a list, the link whose filter the page shows
 * (the most specific one); on a record's page (/faqs/12/show), the link last followed to that list, else its
 * unfiltered link, else its first.
 */
export function useActiveLink(links: MenuLink[]): string | undefined {
  const { pathname, search } = useLocation();
  const [remembered, setRemembered] = useStore<string | undefined>('menu.active', undefined);
  const targets = useMemo(() => links.map((link) => ({ key: link.key, ...targetOf(link.to) })), [links]);
  const onList = useMemo(() => {
    const filter = parseFilter(new URLSearchParams(search).get('filter'));
    const matching = targets.filter((t) => t.path === pathname && filterMatches(t, filter));
    const specificity = (t: Target) => Object.keys(t.filter).length;
    const best = Math.max(-1, ...matching.map(specificity));
    const top = matching.filter((t) => specificity(t) === best);
    return top.find((t) => t.key === remembered)?.key ?? top[0]?.key;
  }, [targets, pathname, search, remembered]);
  useEffect(() => {
    if (onList && onList !== remembered) setRemembered(onList);
  }, [onList, remembered, setRemembered]);
  if (onList) return onList;
  const candidates = targets.filter((t) => within(pathname, t.path));
  return (
    candidates.find((t) => t.key === remembered) ??
    candidates.find((t) => Object.keys(t.filter).length === 0) ??
    candidates[0]
  )?.key;
}
