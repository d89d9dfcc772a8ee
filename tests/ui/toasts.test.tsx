import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, useNotify } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '@/admin/i18n';
import { TOAST_HIDE_MS, TOAST_LIMIT, Toasts } from '@/admin/layout/Toasts';

type Type = 'info' | 'success' | 'warning' | 'error';

/** A button per batch of notifications, sent in one click (as several parts of a page might). */
function Notifier({
  batches,
}: {
  batches: Record<string, { message: string; type?: Type; args?: Record<string, unknown> }[]>;
}) {
  const notify = useNotify();
  return (
    <>
      {Object.entries(batches).map(([label, items]) => (
        <button
          key={label}
          type="button"
          onClick={() => items.forEach(({ message, type, args }) => notify(message, { type, messageArgs: args }))}
        >
          {label}
        </button>
      ))}
    </>
  );
}

function renderToasts(batches: Parameters<typeof Notifier>[0]['batches']) {
  return render(
    <AdminContext i18nProvider={createI18nProvider()}>
      <Notifier batches={batches} />
      <Toasts />
    </AdminContext>,
  );
}

const toastList = () => within(screen.getByTestId('toasts'));
/** The visible toasts' texts, top to bottom. */
const visibleTexts = () => [...screen.getByTestId('toasts').children].map((el) => el.textContent);
const click = (name: string) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const many = (n: number, prefix = 'Message') =>
  Array.from({ length: n }, (_, i) => ({ message: `${prefix} ${i + 1}` }));

beforeEach(() => {
  // Only the test moves the clock, so "3000 ms" is exact; every update happens inside act(), so the DOM can be
  // read right after each step without polling.
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Toasts', () => {
  it('limits: 5 toasts at once, each hidden after 3 s', () => {
    expect(TOAST_LIMIT).toBe(5);
    expect(TOAST_HIDE_MS).toBe(3000);
  });

  it('shows a notification with its text, its severity and a close button, in the bottom-right stack, clear of the app bar', async () => {
    renderToasts({
      ok: [{ message: 'vp.auth.login_success', type: 'success' }],
      bad: [{ message: 'vp.auth.logout_failed', type: 'error' }],
    });
    click('ok');
    const status = toastList().getByRole('status');
    expect(status).toHaveTextContent('Login success');
    expect(within(status).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    click('bad');
    expect(toastList().getByRole('alert')).toHaveTextContent('Unable to logout');
    expect(visibleTexts()).toEqual(['Login success', 'Unable to logout']);
    expect(screen.getByTestId('toasts')).toHaveStyle({ position: 'fixed', bottom: '16px', right: '16px' });
  });

  it('translates message arguments', async () => {
    renderToasts({ go: [{ message: 'vp.dashboard.welcome', args: { name: 'Ada' } }] });
    click('go');
    expect(screen.getByText('Welcome, Ada')).toBeInTheDocument();
  });

  it('shows at most 5 at once and queues the 6th until one closes', async () => {
    renderToasts({ six: many(6) });
    click('six');
    screen.getByText('Message 5');
    expect(visibleTexts()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    expect(screen.queryByText('Message 6')).not.toBeInTheDocument();

    await advance(1000); // the queued one still waits
    expect(screen.queryByText('Message 6')).not.toBeInTheDocument();

    const second = screen.getByText('Message 2').closest('[role="status"]') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Message 6')).toBeInTheDocument();
    expect(visibleTexts()).toEqual(['Message 1', 'Message 3', 'Message 4', 'Message 5', 'Message 6']);
    expect(screen.getByTestId('toasts').children).toHaveLength(5);
  });

  it('keeps several queued notifications in order and shows them as room is made', async () => {
    renderToasts({ eight: many(8) });
    click('eight');
    screen.getByText('Message 5');
    expect(screen.getByTestId('toasts').children).toHaveLength(5);
    await advance(TOAST_HIDE_MS); // the first five hide together; the last three come in
    expect(screen.getByText('Message 8')).toBeInTheDocument();
    expect(visibleTexts()).toEqual(['Message 6', 'Message 7', 'Message 8']);
  });

  it('does not show a duplicate twice', async () => {
    renderToasts({
      twice: [
        { message: 'Saved', type: 'success' },
        { message: 'Saved', type: 'success' },
      ],
      again: [{ message: 'Saved', type: 'success' }],
    });
    click('twice');
    screen.getByText('Saved');
    await advance(50);
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    click('again');
    await advance(50);
    expect(screen.getAllByText('Saved')).toHaveLength(1);
  });

  it('does not show a duplicate that was queued behind a full stack', async () => {
    renderToasts({ full: [...many(5), { message: 'Message 1' }, { message: 'Message 1' }, { message: 'Extra' }] });
    click('full');
    screen.getByText('Message 5');
    const first = screen.getByText('Message 3').closest('[role="status"]') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Extra')).toBeInTheDocument();
    expect(screen.getAllByText('Message 1')).toHaveLength(1);
    expect(visibleTexts()).toEqual(['Message 1', 'Message 2', 'Message 4', 'Message 5', 'Extra']);
  });

  it('hides each toast 3000 ms after it appears', async () => {
    renderToasts({ one: [{ message: 'First' }], two: [{ message: 'Second' }] });
    click('one');
    expect(screen.getByText('First')).toBeInTheDocument();
    await advance(1000);
    click('two');
    expect(screen.getByText('Second')).toBeInTheDocument();
    await advance(1999); // First has been up 2999 ms
    expect(screen.getByText('First')).toBeInTheDocument();
    await advance(1); // 3000 ms
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    await advance(999); // Second has been up 2999 ms
    expect(screen.getByText('Second')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.getByTestId('toasts').children).toHaveLength(0);
  });

  it('starts a queued toast’s 3000 ms when it appears, not when it was sent', async () => {
    renderToasts({ six: many(6) });
    click('six');
    await advance(2000);
    fireEvent.click(
      within(screen.getByText('Message 1').closest('[role="status"]') as HTMLElement).getByRole('button', {
        name: 'Close',
      }),
    );
    expect(screen.getByText('Message 6')).toBeInTheDocument();
    await advance(1000); // 2-5 hide at 3000 ms; 6 has been up 1000 ms
    expect(visibleTexts()).toEqual(['Message 6']);
    await advance(1999);
    expect(screen.getByText('Message 6')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Message 6')).not.toBeInTheDocument();
  });

  it('removes one toast with its close button, leaving the others', async () => {
    renderToasts({ three: many(3) });
    click('three');
    screen.getByText('Message 3');
    const middle = screen.getByText('Message 2').closest('[role="status"]') as HTMLElement;
    fireEvent.click(within(middle).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Message 2')).not.toBeInTheDocument();
    expect(visibleTexts()).toEqual(['Message 1', 'Message 3']);
  });

  it('can show a text again once it has gone', async () => {
    renderToasts({ go: [{ message: 'Hello' }] });
    click('go');
    screen.getByText('Hello');
    await advance(TOAST_HIDE_MS + 10);
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    click('go');
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });
});
