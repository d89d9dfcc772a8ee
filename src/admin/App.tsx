import { Admin, CustomRoutes, useGetIdentity } from 'react-admin';
import { Card, CardContent, Typography } from '@mui/material';
import { authProvider } from './providers/authProvider';

function Home() {
  const { identity } = useGetIdentity();
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1">Visapath</Typography>
        <Typography>{identity?.fullName}</Typography>
      </CardContent>
    </Card>
  );
}

export function App() {
  return (
    <Admin authProvider={authProvider} dashboard={Home} requireAuth title="Visapath">
      <CustomRoutes>{[]}</CustomRoutes>
    </Admin>
  );
}
