import { StatusPage } from './StatusPage';

export const NotFoundPage = () => (
  <StatusPage code="404" title="vp.page.not_found_title" text="vp.page.not_found_text" />
);
