import { Navigate, Route } from 'react-router-dom';

/** A SPEC §2 dashboard path and where it lives in the console (DESIGN §9). */
export type RouteAliases = Record<string, string>;

const withFilter = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const withSource = (path: string, source: Record<string, unknown>) => `${path}?source=${encodeURIComponent(JSON.stringify(source))}`;
export const alias = { withFilter, withSource };

export const aliasRoutes = (aliases: RouteAliases) =>
  Object.entries(aliases).map(([from, to]) => <Route key={from} path={from} element={<Navigate to={to} replace />} />);
