import { Navigate, Route } from 'react-router-dom';

/** Template-only areas (shop, user, blog, mail, chat, calendar, kanban, docs) are not built: their paths go to /dashboard/app. */
const TEMPLATE_PATHS = [
  '/dashboard/ecommerce',
  '/dashboard/e-commerce/*',
  '/dashboard/user/*',
  '/dashboard/blog/*',
  '/dashboard/mail/*',
  '/dashboard/chat/*',
  '/dashboard/calendar/*',
  '/dashboard/kanban/*',
  '/docs/*',
];

export const templateRedirects = TEMPLATE_PATHS.map((path) => (
  <Route key={path} path={path} element={<Navigate to="/dashboard/app" replace />} />
));
