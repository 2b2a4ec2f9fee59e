import { BadRequestException } from '@nestjs/common';
import type { MediaMetadata } from '../entities/media-item.entity';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Only the file's own parts (`#id`) and inline data may be referred to: a logo loads nothing from elsewhere. */
const OWN_REFERENCE = /^\s*(?:#|data:)/i;
const URL_FUNCTION = /url\(\s*(['"]?)\s*([^)'"]*)/gi;

export const SVG_NOT_USABLE_MESSAGE = 'The SVG has no picture left once scripts and other active content are removed';
export const SVG_EXTERNAL_MESSAGE =
  'The SVG refers to other files or sites (an href, url() or @import): save it with its pictures and fonts embedded, or as a PNG';

/**
 * An uploaded SVG made safe to show: DOMPurify's SVG profile (on a jsdom window) drops scripts, event handlers,
 * foreignObject and javascript: links; what is left must not load anything from elsewhere (400 otherwise, so the
 * logo never depends on another site). Returns the cleaned file as XML and the picture's size, when it tells one.
 * jsdom is loaded on the first SVG, not at every start: it is a third of the whole app's load time.
 */
export async function sanitiseSvg(text: string): Promise<{ svg: string; metadata: MediaMetadata }> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const { window } = new JSDOM('');
  try {
    const purify = createDOMPurify(window);
    const body = purify.sanitize(text, {
      USE_PROFILES: { svg: true, svgFilters: true },
      RETURN_DOM: true,
    });
    const root = body.firstElementChild;
    if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg') throw new BadRequestException(SVG_NOT_USABLE_MESSAGE);
    if (refersElsewhere(root)) throw new BadRequestException(SVG_EXTERNAL_MESSAGE);
    return { svg: new window.XMLSerializer().serializeToString(root), metadata: svgSize(root) };
  } finally {
    window.close();
  }
}

function refersElsewhere(root: Element): boolean {
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const attribute of element.attributes) {
      if (attribute.localName === 'href' && !OWN_REFERENCE.test(attribute.value)) return true;
      if (cssRefersElsewhere(attribute.value)) return true;
    }
    if (element.localName === 'style' && cssRefersElsewhere(element.textContent ?? '')) return true;
  }
  return false;
}

/** CSS may hide a scheme behind escapes, so every url() but a `#fragment` one, and every @import, counts as elsewhere. */
function cssRefersElsewhere(css: string): boolean {
  if (/@import/i.test(css)) return true;
  return [...css.matchAll(URL_FUNCTION)].some((match) => !/^#[\w-]*$/.test(match[2].trim()));
}

/** Width and height in pixels from the root's width/height attributes, else from its viewBox; nothing when neither says. */
function svgSize(root: Element): MediaMetadata {
  const pixels = (value: string | null) => {
    const match = value && /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value);
    return match ? Math.round(Number(match[1])) : undefined;
  };
  const viewBox = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [boxWidth, boxHeight] = viewBox.length === 4 && viewBox.every(Number.isFinite) ? [viewBox[2], viewBox[3]] : [];
  const width = pixels(root.getAttribute('width')) ?? (boxWidth ? Math.round(boxWidth) : undefined);
  const height = pixels(root.getAttribute('height')) ?? (boxHeight ? Math.round(boxHeight) : undefined);
  return width && height ? { width, height } : {};
}
