import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES_IN_ENGLISH } from '../../../i18n/languages';
import { languagesOf } from '../../../i18n/page-language';
import { useRegionList } from '../../../lib/use-current-region';
import { FormikSelect } from '../shared/form-fields';
import type { BlogFormValues } from './blog-form-schema';

/**
 * The language a story is written in, among its region's: asked while the region's pages speak more than English. A
 * story shows in its language's list and at its address only; moved to a region of English alone, it is English.
 */
export function StoryLanguageField({ disabled }: { disabled?: boolean }) {
  const { values, setFieldValue } = useFormikContext<BlogFormValues>();
  const regions = useRegionList();
  const languages = languagesOf(regions, values.region);
  // Until the regions arrive every region looks English-only: a Spanish story is left as it is meanwhile.
  const unspoken = regions.length > 0 && !languages.includes(values.language);
  useEffect(() => {
    if (unspoken) void setFieldValue('language', DEFAULT_LANGUAGE);
  }, [unspoken, setFieldValue]);
  if (languages.length < 2) return null;
  return (
    <FormikSelect
      name="language"
      label="Language"
      options={languages.map((language) => ({ value: language, label: LANGUAGE_NAMES_IN_ENGLISH[language] }))}
      helperText="The story shows in this language's story list and pages only"
      fullWidth
      disabled={disabled}
    />
  );
}
