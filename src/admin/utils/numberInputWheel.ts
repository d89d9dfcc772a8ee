const installed = new WeakMap<Document, () => void>();

function isNumberInput(element: Element | null): element is HTMLInputElement {
  return element?.tagName === 'INPUT' && (element as HTMLInputElement).type === 'number';
}

/**
 * Makes number inputs lose focus when the mouse wheel turns over them, so scrolling the page
 * does not change their value. Installs one capturing `wheel` listener per document; calling it again
 * returns the same uninstall function.
 */
export function preventNumberInputWheel(doc: Document = document): () => void {
  const existing = installed.get(doc);
  if (existing) return existing;

  const onWheel = (event: WheelEvent) => {
    const active = doc.activeElement;
    if (!isNumberInput(active)) return;
    const target = event.target;
    if (target instanceof Node && active.contains(target)) active.blur();
  };
  doc.addEventListener('wheel', onWheel, { capture: true, passive: true });

  const uninstall = () => {
    if (installed.get(doc) !== uninstall) return;
    doc.removeEventListener('wheel', onWheel, { capture: true });
    installed.delete(doc);
  };
  installed.set(doc, uninstall);
  return uninstall;
}
