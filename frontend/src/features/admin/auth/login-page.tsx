import Typography from '@mui/material/Typography';

export function LoginPage() {
  return <Typography variant="h1">Admin login</Typography>;
}
