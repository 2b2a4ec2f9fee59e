import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OWN_ICONS } from './own-icons';
import { Place } from './site-icons';
import { spriteIcon } from './sprite-icon';

describe('spriteIcon', () => {
  it('draws the icon as a use of its symbol in the sprite, hidden from assistive technology like any MUI icon', () => {
    const { container } = render(<Place fontSize="small" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('data-testid')).toBe('PlaceIcon');
    expect(svg.querySelector('use')?.getAttribute('href')).toBe('/assets/icons.svg#Place');
    expect(svg.querySelector('path')).toBeNull();
  });

  it('names the component after its icon', () => {
    expect(spriteIcon('Menu').displayName).toBe('MenuIcon');
  });

  it('names only icons @mui/icons-material or own-icons.ts has, each once', () => {
    const names = [...readFileSync(join(__dirname, 'site-icons.ts'), 'utf8').matchAll(/export const (\w+) = spriteIcon\('(\w+)'\);/g)];
    expect(names.length).toBeGreaterThan(0);
    for (const [, exported, name] of names) {
      expect(exported).toBe(name);
      if (!OWN_ICONS[name]) expect(() => require.resolve(`@mui/icons-material/${name}`)).not.toThrow();
    }
    expect(new Set(names.map(([, , name]) => name)).size).toBe(names.length);
  });
});
