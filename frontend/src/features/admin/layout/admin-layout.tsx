import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Chip from '@mui/material/Chip';
import { useEffect, useState } from 'react';
import { NavLink, Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { tokenStorage } from '../../../api/token-storage';
import { paths } from '../../../config/paths';
import { useAuthLogoutMutation } from '../../../api/staff-api';
import { ConfirmProvider } from '../shared/confirm-provider';
import { AdminGuard } from './admin-guard';
import { parkNameOf, useSiteSettings } from '../../../components/site-settings/use-site-settings';
import { ADMIN_NAV, adminSectionOf, adminTitle } from './admin-nav';
import { useAdminAttention, type AdminAttention } from './use-admin-attention';
import { AdminThemeProvider } from '../shared/admin-theme';
import { LoadFailureToasts } from '../shared/load-failure-toasts';
import { useMember } from '../shared/use-member';
import { UnsavedChangesGuard, useConfirmLeave } from '../shared/unsaved-changes';
import { NoAccess, TwoFactorSetupRequired } from './member-gates';
import { useSetupNextStep } from './setup-next-step';

const DRAWER_WIDTH = 260;

function Sidebar({ attention, onNavigate }: { attention: AdminAttention; onNavigate?: () => void }) {
  const [logout, { isLoading }] = useAuthLogoutMutation();
  const navigate = useNavigate();
  const { profile, may } = useMember();
  const sections = profile?.twoFactorSetupRequired ? [] : ADMIN_NAV.filter((item) => may(item.permission));
  const confirmLeave = useConfirmLeave();
  const parkName = parkNameOf(useSiteSettings().settings);

  const signOut = async () => {
    if (!(await confirmLeave())) return;
    // The server revokes the token; the session ends here whatever it answers.
    await logout();
    tokenStorage.clear();
    void navigate(paths.admin.login.getHref(), { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: 2 }}>
        <Link
          component={RouterLink}
          to={paths.landing.getHref()}
          underline="none"
          aria-label={`${parkName} home`}
          sx={{ fontFamily: 'h1.fontFamily', fontSize: '1.75rem', color: 'primary.light', lineHeight: 1.1 }}
        >
          {parkName}
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary', fontFamily: 'fontFamily' }}>
            Admin
          </Typography>
        </Link>
      </Toolbar>
      <Divider />
      <Box component="nav" aria-label="Admin" sx={{ flex: 1, overflowY: 'auto' }}>
        <List>
          {sections.map(({ label, to, icon: Icon, end, attention: waiting }) => (
            <ListItem key={to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={to}
                end={end}
                onClick={onNavigate}
                sx={{
                  mx: 1,
                  borderRadius: 1,
                  '&.active': { bgcolor: 'primary.dark', color: 'primary.contrastText', '& .MuiListItemIcon-root': { color: 'inherit' } },
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={label} />
                {waiting && attention[waiting.of] > 0 && (
                  <Chip
                    size="small"
                    color="primary"
                    label={attention[waiting.of]}
                    aria-label={`${attention[waiting.of]} ${waiting.label}`}
                    sx={{ fontWeight: 700 }}
                  />
                )}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton onClick={signOut} disabled={isLoading} sx={{ mx: 1, borderRadius: 1 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Logout" />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}

/** Every admin screen: the guard, then the sidebar (a drawer on small screens) beside the screen. */
export function AdminLayout() {
  const [mobileOpen, setMobileOpen] = useState(false);
  return (
    <AdminThemeProvider>
      <AdminGuard>
        <SignedInLayout mobileOpen={mobileOpen} setMobileOpen={setMobileOpen} />
      </AdminGuard>
    </AdminThemeProvider>
  );
}

/** The counts are read once the guard has let a signed-in admin through. */
function SignedInLayout({ mobileOpen, setMobileOpen }: { mobileOpen: boolean; setMobileOpen: (open: boolean) => void }) {
  const attention = useAdminAttention();
  const { pathname } = useLocation();
  const section = adminSectionOf(pathname);
  const { profile, may } = useMember();
  const parkName = parkNameOf(useSiteSettings().settings);
  const title = adminTitle(section, attention, parkName);
  const screenShown = !profile?.twoFactorSetupRequired && !(section && !may(section.permission));
  const setup = useSetupNextStep(pathname, screenShown);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <ConfirmProvider>
      <UnsavedChangesGuard>
        <LoadFailureToasts />
        <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
          <AppBar position="fixed" color="default" sx={{ display: { md: 'none' }, bgcolor: 'background.paper' }}>
            <Toolbar>
              <IconButton edge="start" aria-label="Open admin menu" onClick={() => setMobileOpen(true)} sx={{ mr: 1 }}>
                <MenuIcon />
              </IconButton>
              <Typography sx={{ fontFamily: 'h1.fontFamily', color: 'primary.light', fontSize: '1.4rem' }}>{parkName} Admin</Typography>
            </Toolbar>
          </AppBar>
          <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
            <Drawer
              variant="temporary"
              open={mobileOpen}
              onClose={() => setMobileOpen(false)}
              sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
            >
              <Sidebar attention={attention} onNavigate={() => setMobileOpen(false)} />
            </Drawer>
            <Drawer
              variant="permanent"
              open
              sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
            >
              <Sidebar attention={attention} />
            </Drawer>
          </Box>
          <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 }, pt: { xs: 10, md: 4 } }}>
            {profile?.twoFactorSetupRequired ? (
              <TwoFactorSetupRequired />
            ) : !screenShown ? (
              <NoAccess />
            ) : (
              <>
                {setup.banner}
                <Box sx={{ visibility: setup.waiting ? 'hidden' : undefined }} aria-busy={setup.waiting || undefined}>
                  <Outlet />
                </Box>
              </>
            )}
          </Box>
        </Box>
      </UnsavedChangesGuard>
    </ConfirmProvider>
  );
}
