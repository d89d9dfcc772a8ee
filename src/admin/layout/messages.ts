
export const layoutMessages = {
  vp: {
    role: { admin: 'Admin', insurance: 'Insurance', university: 'University', consultants: 'Consultants', languages: 'Languages', bank: 'Bank' },
    shell: {
      version: 'Version: %{version}',
      fullscreen: 'Full screen',
      exit_fullscreen: 'Exit full screen',
      language: 'Language',
      account: 'Account',
      profile: 'Profile',
      change_password: 'Change password',
      theme_settings: 'Theme settings',
      logout: 'Logout',
      main_navigation: 'Main navigation',
      skip_to_content: 'Skip to content',
    },
    menu: {
      dashboard: 'Dashboard',
      my_organisation: 'Our details',
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, %{name}',
      signed_in_as: 'Signed in as %{role}',
      shortcuts: 'Where to go',
    },
    profile: {
      title: 'Profile',
      saved: 'Profile saved',
      picture: 'Picture address',
      password_title: 'Change password',
      current_password: 'Current password',
      password_saved: 'Password changed. Your other sessions have been signed out.',
    },
    page: {
      not_found_title: 'Page not found',
      not_found_text: 'Sorry, we could not find the page you are looking for.',
      error_title: 'Something went wrong',
      error_text: 'An unexpected error occurred. Please try again; if it keeps happening, tell an administrator.',
      maintenance_title: 'Down for maintenance',
      maintenance_text: 'The service is starting or being updated. This page retries on its own.',
      go_home: 'Go to the dashboard',
      retry: 'Try again',
    },
  },
};
