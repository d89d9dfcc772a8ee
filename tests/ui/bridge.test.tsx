import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/admin/App';
import { setUpApiBridge } from '../support/ui';

setUpApiBridge();

describe('msw bridge to the real API', () => {
  it('signs in through the login form and shows who is signed in', async () => {
    window.history.pushState({}, '', '/auth/login');
    render(<App />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'admin@visapath.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Visapath-demo-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // Admins land on the visa area's countries list, read from the real API.
    expect(await screen.findByText('Afghanistan')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/countries');
    expect(localStorage.getItem('user_type')).toBe('1');
  });
});
