import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import spriteUrl from 'virtual:icon-sprite';

/**
 * An icon drawn from the site's one SVG sprite, by its @mui/icons-material name: the page holds a `<use>` of the
 * sprite's symbol instead of the icon's paths (a page showed some 90 icons inline), and the sprite is one file, cached
 * for a year (its name has its hash). The build makes the sprite from the names in site-icons.ts (vite.config.ts). Like
 * MUI's icons, it carries `data-testid="<Name>Icon"`.
 */
export function spriteIcon(name: string) {
  function SpriteIcon(props: SvgIconProps) {
    return (
      <SvgIcon data-testid={`${name}Icon`} {...props}>
        <use href={`${spriteUrl}#${name}`} />
      </SvgIcon>
    );
  }
  SpriteIcon.displayName = `${name}Icon`;
  return SpriteIcon;
}

/** An icon of the sprite, as a component. */
export type SpriteIconComponent = ReturnType<typeof spriteIcon>;
