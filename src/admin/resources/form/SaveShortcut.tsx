import { useEffect, useRef } from 'react';

/**
 * Ctrl+S (⌘S on a Mac) saves the form it is rendered in, as its Save button would, instead of the browser's
 * "save page as". Rendered inside the form (in its toolbar), so only the form on screen answers.
 */
export function SaveShortcut() {
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
        return;
      const form = anchor.current?.closest('form');
      if (!form) return;
      event.preventDefault();
      // A dialog over the form (a confirmation, a picker) keeps its own keys.
      if (document.querySelector('.MuiDialog-root')) return;
      form.requestSubmit();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return <span ref={anchor} hidden />;
}
