import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

interface FilterTabsProps<T extends string> {
  /** Names the tab list, e.g. 'Media type'. */
  label: string;
  value: T;
  onChange: (value: T) => void;
  tabs: readonly { value: T; label: string }[];
}

/** A list filter shown as tabs above the list (All, Unread, Read…). */
export function FilterTabs<T extends string>({ label, value, onChange, tabs }: FilterTabsProps<T>) {
  return (
    <Tabs value={value} onChange={(_, next: T) => onChange(next)} aria-label={label} sx={{ mb: 2 }}>
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={tab.label} />
      ))}
    </Tabs>
  );
}
