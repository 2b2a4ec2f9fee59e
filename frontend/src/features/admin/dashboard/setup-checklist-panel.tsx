import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useSetupChecklistQuery } from '../../../api/staff-api';
import { LoadFailure } from '../shared/load-failure';

/**
 * What a new park still has to set up before selling its season, each step with the screen that sets it. Asked again
 * each time the dashboard opens, so a step done elsewhere is ticked; gone once every step is done.
 */
export function SetupChecklistPanel() {
  const query = useSetupChecklistQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data } = query;
  // Nothing until the answer is in: a park that has finished setting up never sees the panel flash.
  if (data ? data.complete : !query.isError) return null;
  const done = data?.items.filter((item) => item.done).length ?? 0;
  return (
    <Card variant="outlined" sx={{ mb: 3, borderColor: 'warning.main' }} component="section" aria-labelledby="setup-checklist">
      <CardContent>
        <Typography id="setup-checklist" variant="h6" component="h2">
          Set up your season
        </Typography>
        <LoadFailure query={query} />
        {data && (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {done} of {data.items.length} done. This list goes away once everything is set.
            </Typography>
            <LinearProgress variant="determinate" value={(done / data.items.length) * 100} aria-hidden="true" sx={{ mb: 1 }} />
            <List aria-label="Setup checklist">
              {data.items.map((item) => (
                <ListItem
                  key={item.key}
                  data-step={item.key}
                  data-done={item.done}
                  secondaryAction={
                    item.adminPath && !item.done ? (
                      <Button component={RouterLink} to={item.adminPath} size="small">
                        Set up<span className="visually-hidden"> {item.label}</span>
                      </Button>
                    ) : undefined
                  }
                  sx={{ pr: item.adminPath && !item.done ? 12 : 2 }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {item.done ? (
                      <CheckCircleIcon color="success" titleAccess="Done" />
                    ) : (
                      <RadioButtonUncheckedIcon color="disabled" titleAccess="To do" />
                    )}
                  </ListItemIcon>
                  <ListItemText primary={item.label} secondary={item.done ? undefined : item.detail} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}
