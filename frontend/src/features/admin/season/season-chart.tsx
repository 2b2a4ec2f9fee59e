import { useTheme } from '@mui/material/styles';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import type { SeasonStatsResponseDto } from '../../../api/staff-api';
import { shownFigures } from './season-figures';

/** The figures per day as lines, each operating night a dashed vertical line. Loaded with the season screen only. */
export function SeasonChart({ stats }: { stats: SeasonStatsResponseDto }) {
  const theme = useTheme();
  const days = stats.days.map((day) => day.day);
  const nights = [...new Set(stats.nights.map((night) => night.date))];
  const figures = shownFigures(stats).filter((figure) => figure.key !== 'storyViews' && figure.key !== 'applications');
  return (
    <LineChart
      height={320}
      skipAnimation
      xAxis={[{ scaleType: 'point', data: days, valueFormatter: (day: string) => day.slice(5) }]}
      series={figures.map((figure) => ({
        id: figure.key,
        label: figure.label,
        data: stats.days.map((day) => day[figure.key] ?? 0),
        showMark: false,
      }))}
      margin={{ left: 0, right: 16 }}
    >
      {nights.map((night) => (
        <ChartsReferenceLine
          key={night}
          x={night}
          lineStyle={{ strokeDasharray: '4 4', stroke: theme.palette.secondary.main, strokeOpacity: 0.5 }}
        />
      ))}
    </LineChart>
  );
}
