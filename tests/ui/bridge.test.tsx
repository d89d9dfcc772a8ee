import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/admin/App';
import { useApiBridge } from '../support/ui';

useApiBridge();

describe('msw bridge to the real API', () => {
  it('signs in through the login form and shows who is signed in', async () => {
    render(<App />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/username/i), 'admin@visapath.test');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Visapath-demo-1');
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText('Ada Admin', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(localStorage.getItem('user_type')).toBe('1');
  });
});
