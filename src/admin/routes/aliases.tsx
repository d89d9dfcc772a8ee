import { Navigate, Route } from 'react-router-dom';

/** A /dashboard/... path and the console route it leads to. */
export type RouteAliases = Record<string, string>;

const withFilter = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const withSource = (path: string, source: Record<string, unknown>) =>
  `${path}?source=${encodeURIComponent(JSON.stringify(source))}`;
export const alias = { withFilter, withSource };

export const aliasRoutes = (aliases: RouteAliases) =>
  Object.entries(aliases).map(([from, to]) => <Route key={from} path={from} element={<Navigate to={to} replace />} />);
