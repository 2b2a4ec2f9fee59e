import * as Yup from 'yup';
import type {
  ComingSoonFeatureIcon,
  RegionCopySpanishDto,
  RegionResponseDto,
  RegionStatus,
  VideoPage,
} from '../../../api/generated-public';
import type { UpdateRegionDto } from '../../../api/staff-api';
import { regionKeyProblem } from '../../../lib/region-keys';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../i18n/languages';
import { spanishValuesOf, translationsBody } from '../shared/translated-fields';
import { optionalText } from '../shared/validation';

const line = (label: string, max: number) =>
  Yup.string().trim().required(`${label} is required`).max(max, `${label} must be at most ${max} characters`);
/** A line the site leaves out while it is empty. */
const blankableLine = (label: string, max: number) =>
  Yup.string().trim().default('').max(max, `${label} must be at most ${max} characters`);

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value);
  } catch {
    return false;
  }
}

const timeZone = Yup.string()
  .trim()
  .required('Time zone is required')
  .test('iana', 'Time zone must be an IANA time zone such as America/New_York', (value) => !value || isTimeZone(value));

/** A select's choice of nothing: the landing's map pin, no home video. */
export const NONE = 'none';
export const REGION_ICONS = ['farm', 'beach'] as const;
export const FEATURE_ICONS: readonly ComingSoonFeatureIcon[] = ['park', 'nightlife', 'stories'];
/** How many cards of what awaits a coming-soon home has room for (the server's limit). */
export const FEATURE_SLOTS = 3;

/** The other half of a card is needed once one half is written; a card left empty is none. */
const cardHalf = (label: string, other: 'title' | 'text', max: number) =>
  blankableLine(label, max).test('both-halves', `${label} is required`, (value, context) => {
    const otherHalf = (context.parent as Record<string, string | undefined>)[other]?.trim();
    return !!value || !otherHalf;
  });

const comingSoonFeature = Yup.object({
  title: cardHalf('Card title', 'text', 60),
  text: cardHalf('Card text', 'title', 300),
  icon: Yup.mixed<ComingSoonFeatureIcon>().oneOf(FEATURE_ICONS).required(),
});

/** The languages a region may add to English, each at its own prefix (/es/florida/…). */
export const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** A coming-soon card's texts in Spanish, by the card's place (the server's FEATURE_TRANSLATED_FIELDS). */
const featureField = (index: number, half: 'Title' | 'Text') => `feature${index + 1}${half}` as const;
const FEATURE_TRANSLATED = Array.from({ length: FEATURE_SLOTS }, (_, index) => [
  featureField(index, 'Title'),
  featureField(index, 'Text'),
]).flat() as Extract<keyof RegionCopySpanishDto, `feature${string}`>[];

/** Under the lines the site leaves out while they are empty. */
const LEFT_OUT = 'Empty: left out of the site';

/** The lines a region's pages show, each with its Spanish beside it while the region has Spanish pages. */
export const REGION_LINES = [
  { name: 'openingLine', label: 'Opening line', helperText: 'Under the hero and on the landing card, e.g. Opening September 2027' },
  { name: 'heroTitle', label: 'Hero title', helperText: undefined },
  { name: 'heroLine', label: 'Hero line', helperText: LEFT_OUT },
  { name: 'cardLine', label: 'Landing card line', helperText: LEFT_OUT },
  { name: 'cardLocation', label: 'Landing card location', helperText: LEFT_OUT },
] as const satisfies readonly { name: keyof RegionCopySpanishDto; label: string; helperText: string | undefined }[];

/** The region's other translated lines, under Where it is and Before it opens. */
const FACT_LINES = ['employmentLocation', 'firstCrewLine'] as const satisfies readonly (keyof RegionCopySpanishDto)[];

/**
 * The lines of a region's copy staff translate: the API's RegionCopySpanishDto, each of its fields once (a field the
 * server adds fails to type-check here until the form has it).
 */
export const REGION_COPY_TRANSLATED = [...REGION_LINES.map((line) => line.name), ...FACT_LINES, ...FEATURE_TRANSLATED];
type Unlisted = Exclude<keyof RegionCopySpanishDto, (typeof REGION_COPY_TRANSLATED)[number]>;
const everyLineListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyLineListed;

/** The form's field of a card's Spanish title or text. */
export const spanishCardField = (index: number, half: 'Title' | 'Text') => `spanish.${featureField(index, half)}`;

/** The server's rules for a region (UpdateRegionDto), checked before sending. */
export const regionSchema = Yup.object({
  name: line('Name', 80),
  timeZone,
  address: blankableLine('Address', 300),
  status: Yup.mixed<RegionStatus>().oneOf(['open', 'coming-soon', 'closed-for-season']).required(),
  openingLine: line('Opening line', 80),
  heroTitle: line('Hero title', 80),
  heroLine: blankableLine('Hero line', 200),
  cardLine: blankableLine('Card line', 200),
  cardLocation: blankableLine('Card location', 80),
  area: line('Area', 80),
  stateCode: Yup.string()
    .trim()
    .default('')
    .matches(/^([A-Z]{2,3})?$/, 'State code must be the postal code of the state in capitals, such as NY'),
  employmentLocation: blankableLine('Employment location', 80),
  firstCrewLine: blankableLine('First crew line', 300),
  icon: Yup.mixed<(typeof REGION_ICONS)[number] | typeof NONE>()
    .oneOf([NONE, ...REGION_ICONS])
    .required(),
  heroImage: blankableLine('Hero picture', 500),
  homeVideo: Yup.mixed<VideoPage | typeof NONE>().required(),
  comingSoonFeatures: Yup.array(comingSoonFeature).required(),
  /** Whether its pages also speak each language other than English. */
  otherLanguages: Yup.object(Object.fromEntries(OTHER_LANGUAGES.map((language) => [language, Yup.boolean().required()]))).required(),
  spanish: Yup.object({
    openingLine: optionalText('Spanish opening line', 80),
    heroTitle: optionalText('Spanish hero title', 80),
    heroLine: optionalText('Spanish hero line', 200),
    cardLine: optionalText('Spanish card line', 200),
    cardLocation: optionalText('Spanish card location', 80),
    employmentLocation: optionalText('Spanish employment location', 80),
    firstCrewLine: optionalText('Spanish first crew line', 300),
    ...Object.fromEntries(
      Array.from({ length: FEATURE_SLOTS }, (_, index) => [
        [featureField(index, 'Title'), optionalText(`Spanish card ${index + 1} title`, 60)],
        [featureField(index, 'Text'), optionalText(`Spanish card ${index + 1} text`, 300)],
      ]).flat(),
    ),
  }),
});
export type RegionValues = Yup.InferType<typeof regionSchema>;

/** The form's values of a region: every fact as text ('' or NONE for none), and a slot for each card it may have. */
export function regionValues(region: RegionResponseDto): RegionValues {
  const cards = region.comingSoonFeatures.map(({ title, text, icon }) => ({ title, text, icon }));
  while (cards.length < FEATURE_SLOTS) cards.push({ title: '', text: '', icon: FEATURE_ICONS[cards.length] ?? 'park' });
  return {
    name: region.name,
    timeZone: region.timeZone,
    address: region.address,
    status: region.status,
    openingLine: region.openingLine,
    heroTitle: region.heroTitle,
    heroLine: region.heroLine,
    cardLine: region.cardLine,
    cardLocation: region.cardLocation,
    area: region.area,
    stateCode: region.stateCode ?? '',
    employmentLocation: region.employmentLocation ?? '',
    firstCrewLine: region.firstCrewLine ?? '',
    icon: region.icon ?? NONE,
    heroImage: region.heroImage ?? '',
    homeVideo: region.homeVideo ?? NONE,
    comingSoonFeatures: cards,
    otherLanguages: Object.fromEntries(OTHER_LANGUAGES.map((language) => [language, region.languages.includes(language)])),
    spanish: spanishValuesOf(REGION_COPY_TRANSLATED, region.translations),
  };
}

/** The PATCH body of the form's values: none as null, the empty card slots left out. */
export function regionUpdate({ otherLanguages, spanish, ...values }: RegionValues): UpdateRegionDto {
  const orNull = (value: string) => value.trim() || null;
  // An empty slot is left out, so the cards after it move up a place, and their Spanish with them.
  const kept = values.comingSoonFeatures.map((card, slot) => ({ card, slot })).filter(({ card }) => card.title.trim() || card.text.trim());
  const spanishCards = spanish as Record<string, string | undefined>;
  const keptCardsInSpanish = Object.fromEntries(
    Array.from({ length: FEATURE_SLOTS }, (_, place) =>
      (['Title', 'Text'] as const).map((half) => [
        featureField(place, half),
        kept[place] ? (spanishCards[featureField(kept[place].slot, half)] ?? '') : '',
      ]),
    ).flat(),
  );
  return {
    ...values,
    languages: [DEFAULT_LANGUAGE, ...OTHER_LANGUAGES.filter((language) => otherLanguages[language])],
    stateCode: orNull(values.stateCode),
    employmentLocation: orNull(values.employmentLocation),
    firstCrewLine: orNull(values.firstCrewLine),
    icon: values.icon === NONE ? null : values.icon,
    heroImage: orNull(values.heroImage),
    homeVideo: values.homeVideo === NONE ? null : values.homeVideo,
    comingSoonFeatures: kept.map(({ card }) => card),
    translations: translationsBody({ ...spanish, ...keptCardsInSpanish }),
  };
}

/** A region's key as the server takes it (regionKeyProblem): the first path segment of its pages. */
export const regionKey = Yup.string()
  .trim()
  .test('region-key', (value, context) => {
    const problem = value ? regionKeyProblem(value) : undefined;
    return problem ? context.createError({ message: problem }) : true;
  });

/** The add-a-region dialog (CreateRegionDto): a name, the key made from it unless written, and the park's clock. */
export const newRegionSchema = Yup.object({
  name: line('Name', 80),
  key: regionKey.default(''),
  timeZone,
});
export type NewRegionValues = Yup.InferType<typeof newRegionSchema>;

/** The rename dialog: the region's new key. */
export const renameRegionSchema = Yup.object({ key: regionKey.required('Key is required') });
