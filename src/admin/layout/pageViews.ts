/** Page views go to a pluggable sink; the default keeps them in memory and tells listeners. No third party. */
export interface PageView {
  path: string;
  at: number;
}
export type PageViewSink = (view: PageView) => void;

const recent: PageView[] = [];
let sink: PageViewSink = (view) => {
  recent.push(view);
  if (recent.length > 100) recent.shift();
  window.dispatchEvent(new CustomEvent<PageView>('visapath:pageview', { detail: view }));
};

export const setPageViewSink = (next: PageViewSink) => { sink = next; };
export const recordPageView = (path: string) => sink({ path, at: Date.now() });
export const recentPageViews = (): readonly PageView[] => recent;
