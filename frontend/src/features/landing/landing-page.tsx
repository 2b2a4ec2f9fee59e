import Typography from '@mui/material/Typography';

export function LandingPage() {
  return <Typography variant="h1">Choose your terror. Select your nightmare destination.</Typography>;
}
