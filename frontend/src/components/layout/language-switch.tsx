import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { matchPath, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LANGUAGE_NAMES, type Language } from '../../i18n/languages';
import { languagesOf, pathInLanguage, rememberLanguage } from '../../i18n/page-language';
import { usePageLanguage, useText } from '../../i18n/text';
import { useCurrentRegion, useRegionList } from '../../lib/use-current-region';

/**
 * The page in the other languages its region speaks (nothing for a region of one language): each a link that loads the
 * same page at that language's address, so the visitor stays where they are (on a story, which is written in one
 * language, that language's stories). A page's language is its router's, so the link leaves the app and the server
 * renders the page in the other language. The choice is remembered (a cookie), so a region's entry page no longer
 * follows the browser's language.
 */
export function LanguageSwitch({ sx }: { sx?: SxProps<Theme> }) {
  const text = useText();
  const { pathname, search, hash } = useLocation();
  const current = usePageLanguage();
  const languages = languagesOf(useRegionList(), useCurrentRegion());
  if (languages.length < 2) return null;
  // A story is written in one language: the other language's link leads to the stories written in it.
  const story = matchPath(paths.legend.pattern, pathname);
  const addressIn = (language: Language) =>
    story?.params.region
      ? pathInLanguage(paths.legends.getHref(story.params.region), language)
      : `${pathInLanguage(pathname, language)}${search}${hash}`;
  return (
    <Box
      component="ul"
      aria-label={text('layout.languages.label')}
      sx={{ listStyle: 'none', display: 'flex', gap: 1.5, m: 0, p: 0, ...sx }}
    >
      {languages.map((language) => (
        <li key={language} lang={language}>
          {language === current ? (
            <Box component="span" aria-current="true" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {LANGUAGE_NAMES[language]}
            </Box>
          ) : (
            <Link href={addressIn(language)} hrefLang={language} color="inherit" onClick={() => rememberLanguage(language)}>
              {LANGUAGE_NAMES[language]}
            </Link>
          )}
        </li>
      ))}
    </Box>
  );
}
