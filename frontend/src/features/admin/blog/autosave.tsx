import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  useBlogDiscardNewStoryWorkingCopyMutation,
  useBlogDiscardWorkingCopyMutation,
  useBlogNewStoryWorkingCopyQuery,
  useBlogSaveNewStoryWorkingCopyMutation,
  useBlogSaveWorkingCopyMutation,
  useBlogWorkingCopyQuery,
  type StoryWorkingCopyResponseDto as WorkingCopy,
} from '../../../api/staff-api';
import { useRegionTimeZone } from '../../../components/site-settings/use-region-time-zone';
import { formatDateTime } from '../shared/format-date';
import type { BlogFormValues } from './blog-form-schema';

/** How often the editor saves the form as the story's working copy while it changes. */
export const AUTOSAVE_MS = 5000;

/** "Saved 10 s ago", "Saved 3 min ago", then the time on the story's region clock (`timeZone`). */
export function savedAgo(savedAt: number, now: number, timeZone: string): string {
  const seconds = Math.max(0, Math.round((now - savedAt) / 1000));
  if (seconds < 60) return `Saved ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `Saved ${minutes} min ago` : `Saved ${formatDateTime(new Date(savedAt).toISOString(), timeZone)}`;
}

/** The working copy's save and discard, for a story (`postId`) or the new story the member is writing. */
function useWorkingCopyCalls(postId: number | undefined) {
  const [saveStory] = useBlogSaveWorkingCopyMutation();
  const [saveNew] = useBlogSaveNewStoryWorkingCopyMutation();
  const [discardStory] = useBlogDiscardWorkingCopyMutation();
  const [discardNew] = useBlogDiscardNewStoryWorkingCopyMutation();
  const save = useCallback(
    (values: BlogFormValues) =>
      postId === undefined ? saveNew({ fields: values }) : saveStory({ id: postId, saveStoryWorkingCopyDto: { fields: values } }),
    [postId, saveNew, saveStory],
  );
  const discard = useCallback(() => (postId === undefined ? discardNew() : discardStory(postId)), [postId, discardNew, discardStory]);
  return { save, discard };
}

export interface AutosaveControl {
  /** Saves what is not saved yet, at once (before the editor closes). */
  flush: () => void;
  /** Whether the form holds changes the working copy does not have yet. */
  pending: () => boolean;
}

/**
 * Inside the story form: saves the form as the working copy every AUTOSAVE_MS while it changes, says when it last
 * did, and has the browser warn before the tab closes with changes not saved anywhere yet.
 */
export function Autosave({
  postId,
  disabled,
  controlRef,
}: {
  postId?: number;
  disabled: boolean;
  controlRef: RefObject<AutosaveControl | null>;
}) {
  const { values, initialValues } = useFormikContext<BlogFormValues>();
  const timeZoneOf = useRegionTimeZone();
  const { save } = useWorkingCopyCalls(postId);
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  }, [values]);
  const lastSaved = useRef(JSON.stringify(initialValues));
  const inFlight = useRef(false);
  const [savedAt, setSavedAt] = useState<number>();
  const [failed, setFailed] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const pending = useCallback(() => JSON.stringify(valuesRef.current) !== lastSaved.current, []);
  const saveNow = useCallback(async () => {
    if (inFlight.current || !pending()) return;
    inFlight.current = true;
    const snapshot = valuesRef.current;
    const result = await save(snapshot);
    inFlight.current = false;
    setFailed(Boolean(result.error));
    if (result.error) return;
    lastSaved.current = JSON.stringify(snapshot);
    setSavedAt(Date.parse(result.data.savedAt) || Date.now());
  }, [pending, save]);

  // A working copy picked up from the server is saved already.
  useEffect(() => {
    lastSaved.current = JSON.stringify(initialValues);
  }, [initialValues]);

  useEffect(() => {
    controlRef.current = { flush: () => void saveNow(), pending };
  }, [controlRef, pending, saveNow]);

  useEffect(() => {
    if (disabled) return;
    const timer = window.setInterval(() => void saveNow(), AUTOSAVE_MS);
    const clock = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      window.clearInterval(timer);
      window.clearInterval(clock);
    };
  }, [disabled, saveNow]);

  useEffect(() => {
    if (disabled) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!pending()) return;
      void saveNow();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [disabled, pending, saveNow]);

  const text = failed
    ? 'Autosave failed: retrying'
    : savedAt !== undefined
      ? savedAgo(savedAt, Math.max(now, savedAt), timeZoneOf(values.region))
      : 'Autosave on';
  return (
    <Typography role="status" variant="body2" color={failed ? 'error' : 'text.secondary'}>
      {text}
    </Typography>
  );
}

/**
 * Offers the working copy left from an earlier visit (a closed tab, a crash) when it differs from what the form
 * opened with: Restore puts it into the form, Discard drops it.
 */
export function WorkingCopyOffer({ postId, onRestore }: { postId?: number; onRestore: (values: BlogFormValues) => void }) {
  const { initialValues } = useFormikContext<BlogFormValues>();
  const timeZoneOf = useRegionTimeZone();
  const storyCopy = useBlogWorkingCopyQuery(postId ?? 0, { skip: postId === undefined });
  const newCopy = useBlogNewStoryWorkingCopyQuery(undefined, { skip: postId !== undefined });
  const copy: WorkingCopy | undefined = postId === undefined ? newCopy.data : storyCopy.data;
  const { discard } = useWorkingCopyCalls(postId);
  const [answered, setAnswered] = useState(false);
  if (!copy || answered) return null;
  const values = { ...initialValues } as Record<string, unknown>;
  for (const [key, value] of Object.entries(copy.fields)) if (key in values && value !== null && value !== undefined) values[key] = value;
  if (JSON.stringify(values) === JSON.stringify(initialValues)) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setAnswered(true);
              onRestore(values as unknown as BlogFormValues);
            }}
          >
            Restore
          </Button>
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setAnswered(true);
              void discard();
            }}
          >
            Discard
          </Button>
        </Stack>
      }
    >
      Unsaved changes from {formatDateTime(copy.savedAt, timeZoneOf(initialValues.region))}
      {copy.author ? ` by ${copy.author}` : ''} were kept as a working copy.
    </Alert>
  );
}
