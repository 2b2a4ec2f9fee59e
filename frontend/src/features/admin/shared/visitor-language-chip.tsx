import Chip from '@mui/material/Chip';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES_IN_ENGLISH, type Language } from '../../../i18n/languages';

/** The language of the page a visitor sent something from, so staff answer in it; nothing for English. */
export function VisitorLanguageChip({ language }: { language: Language }) {
  if (language === DEFAULT_LANGUAGE) return null;
  return <Chip size="small" variant="outlined" label={LANGUAGE_NAMES_IN_ENGLISH[language]} />;
}
