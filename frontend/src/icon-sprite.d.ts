/** The address of the site's SVG sprite, made by the build (vite.config.ts, iconSprite). */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}
