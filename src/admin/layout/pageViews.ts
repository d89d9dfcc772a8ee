/** A page view, announced as a 'visapath:pageview' window event (no third party records it). */
export interface PageView {
  path: string;
  at: number;
}

export const recordPageView = (path: string) =>
  window.dispatchEvent(new CustomEvent<PageView>('visapath:pageview', { detail: { path, at: Date.now() } }));
