import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useGuardedClose } from '../shared/unsaved-changes';
import { InsertDialog } from './insert-dialog';

/** A link's address: an http(s) URL with a host, a path on this site, or a mailto: address. */
export function linkUrlError(url: string): string | undefined {
  const value = url.trim();
  if (!value) return 'URL is required';
  if (value.startsWith('/') && !value.startsWith('//')) return undefined;
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(value)) return undefined;
  try {
    const parsed = new URL(value);
    if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.includes('.')) return undefined;
  } catch {
    // Not a URL: the message below.
  }
  return 'Enter a full address such as https://example.com/page, or a path on this site such as /new-york';
}

/** The Link button's dialog: the link's text and address, checked before `[text](url)` goes into the story. */
export function LinkDialog({
  initialText,
  onInsert,
  onClose,
}: {
  initialText: string;
  onInsert: (text: string, url: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(initialText);
  const [url, setUrl] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const textError = text.trim() ? undefined : 'Link text is required';
  const urlError = linkUrlError(url);
  const close = useGuardedClose(text !== initialText || url !== '', onClose);

  const submit = () => {
    setSubmitted(true);
    if (textError || urlError) return;
    onInsert(text.trim().replace(/[[\]]/g, ''), url.trim().replace(/[()\s]/g, encodeURIComponent));
  };

  return (
    <InsertDialog title="Insert link" maxWidth="xs" onClose={close} onInsert={submit}>
      <TextField
        label="Link text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={submitted && Boolean(textError)}
        helperText={submitted ? textError : undefined}
        required
        fullWidth
        autoFocus={!initialText}
      />
      <TextField
        label="URL"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={submitted && Boolean(urlError)}
        helperText={submitted && urlError ? urlError : 'https://… or a path on this site such as /new-york/attractions'}
        required
        fullWidth
        autoFocus={Boolean(initialText)}
        slotProps={{ htmlInput: { inputMode: 'url' } }}
      />
    </InsertDialog>
  );
}
