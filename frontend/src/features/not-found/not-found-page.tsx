import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function NotFoundPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <div>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2.5rem', md: '4rem' } }}>
          404 Page Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Did you forget to add the page to the router?
        </Typography>
      </div>
    </Box>
  );
}
