import { render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from '@/admin/utils/UserAvatar';

const theme = createTheme({
  palette: {
    primary: { main: '#112233' },
    info: { main: '#223344' },
    success: { main: '#334455' },
    warning: { main: '#445566' },
  },
});

const renderAvatar = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('UserAvatar', () => {
  it('shows the initial on the palette colour', () => {
    renderAvatar(<UserAvatar name="alice Smith" />);
    const avatar = screen.getByRole('img', { name: 'alice Smith' });
    expect(avatar).toHaveTextContent('A');
    expect(avatar).toHaveStyle({ backgroundColor: '#112233', color: theme.palette.primary.contrastText });
  });

  it('uses each colour group', () => {
    renderAvatar(
      <>
        <UserAvatar name="Frank" />
        <UserAvatar name="Kim" />
        <UserAvatar name="Zoe" />
        <UserAvatar name="Émile" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Frank' })).toHaveStyle({ backgroundColor: '#223344' });
    expect(screen.getByRole('img', { name: 'Kim' })).toHaveStyle({ backgroundColor: '#334455' });
    expect(screen.getByRole('img', { name: 'Zoe' })).toHaveStyle({ backgroundColor: '#445566' });
    const grey = theme.palette.grey[500];
    expect(screen.getByRole('img', { name: 'Émile' })).toHaveStyle({
      backgroundColor: grey,
      color: theme.palette.getContrastText(grey),
    });
    expect(screen.getByRole('img', { name: 'Émile' })).toHaveTextContent('É');
  });

  it('shows the picture when given', () => {
    renderAvatar(<UserAvatar name="Bob" src="/pic.png" />);
    const img = screen.getByRole('img', { name: 'Bob' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/pic.png');
  });
});
