import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import ImageIcon from '@mui/icons-material/Image';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import TitleIcon from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';
import { useDeferredValue, useId, useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode } from 'react';
import { StoryMarkdown } from '../../../components/stories/story-markdown';
import { FormikTextField } from '../shared/form-fields';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';

interface Edit {
  text: string;
  /** The selection after the edit. */
  start: number;
  end: number;
}

/** Wraps the selection (or a placeholder word, selected so typing replaces it) in inline marks. */
function wrap(value: string, start: number, end: number, before: string, after: string, placeholder: string): Edit {
  const inner = value.slice(start, end) || placeholder;
  return {
    text: value.slice(0, start) + before + inner + after + value.slice(end),
    start: start + before.length,
    end: start + before.length + inner.length,
  };
}

/** Starts every line the selection touches with a block mark (heading, list item, quote). */
function prefixLines(value: string, start: number, end: number, prefix: string): Edit {
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const block = value.slice(from, end);
  const prefixed = block
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
  return { text: value.slice(0, from) + prefixed + value.slice(end), start: start + prefix.length, end: from + prefixed.length };
}

const TOOLS: { label: string; icon: ReactNode; apply: (value: string, start: number, end: number) => Edit }[] = [
  { label: 'Heading', icon: <TitleIcon />, apply: (v, s, e) => prefixLines(v, s, e, '## ') },
  { label: 'Bold', icon: <FormatBoldIcon />, apply: (v, s, e) => wrap(v, s, e, '**', '**', 'bold text') },
  { label: 'Italic', icon: <FormatItalicIcon />, apply: (v, s, e) => wrap(v, s, e, '*', '*', 'italic text') },
  { label: 'Bulleted list', icon: <FormatListBulletedIcon />, apply: (v, s, e) => prefixLines(v, s, e, '- ') },
  { label: 'Quote', icon: <FormatQuoteIcon />, apply: (v, s, e) => prefixLines(v, s, e, '> ') },
];

interface MarkdownFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
}

/**
 * A Markdown text area with a few formatting buttons and a live preview rendered exactly as the story page renders it:
 * beside the field on wide screens, below it on phones.
 */
export function MarkdownField({ name, label, disabled }: MarkdownFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const input = useRef<HTMLTextAreaElement>(null);
  const previewHeading = useId();
  // A story of thousands of words re-renders its preview behind the typing, never in its way.
  const preview = useDeferredValue(field.value);

  // The Link button asks for the text and address; the selection it will replace is kept meanwhile.
  const [linking, setLinking] = useState<{ start: number; end: number }>();
  // The Image button, or a picture file dropped or pasted into the field: the dialog, and where the picture goes.
  const [imaging, setImaging] = useState<{ at: number; file?: File }>();

  const openImageDialog = (file?: File) => setImaging({ at: input.current?.selectionEnd ?? field.value.length, file });
  const imageFileOf = (files: FileList | undefined) => Array.from(files ?? []).find((file) => file.type.startsWith('image/'));
  const onDrop = (event: DragEvent) => {
    const file = imageFileOf(event.dataTransfer?.files);
    if (!file || disabled) return;
    event.preventDefault();
    openImageDialog(file);
  };
  const onPaste = (event: ClipboardEvent) => {
    const file = imageFileOf(event.clipboardData?.files);
    if (!file || disabled) return;
    event.preventDefault();
    openImageDialog(file);
  };

  const format = (apply: (value: string, start: number, end: number) => Edit) => {
    const textarea = input.current;
    if (!textarea) return;
    const edit = apply(field.value, textarea.selectionStart, textarea.selectionEnd);
    void helpers.setValue(edit.text);
    requestAnimationFrame(() => {
      textarea.focus();
      textarea.setSelectionRange(edit.start, edit.end);
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Box>
        <Stack direction="row" role="toolbar" aria-label="Text formatting" sx={{ mb: 1, flexWrap: 'wrap' }}>
          {TOOLS.map((tool) => (
            <Tooltip key={tool.label} title={tool.label}>
              <span>
                <IconButton aria-label={tool.label} size="small" disabled={disabled} onClick={() => format(tool.apply)}>
                  {tool.icon}
                </IconButton>
              </span>
            </Tooltip>
          ))}
          <Tooltip title="Link">
            <span>
              <IconButton
                aria-label="Link"
                size="small"
                disabled={disabled}
                onClick={() => setLinking({ start: input.current?.selectionStart ?? 0, end: input.current?.selectionEnd ?? 0 })}
              >
                <InsertLinkIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Image">
            <span>
              <IconButton aria-label="Image" size="small" disabled={disabled} onClick={() => openImageDialog()}>
                <ImageIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        {imaging && (
          <ImageDialog
            initialFile={imaging.file}
            onClose={() => setImaging(undefined)}
            onInsert={(markdown) => {
              setImaging(undefined);
              format((value) => {
                // A picture is a block of its own: blank lines around it unless the text already has them.
                const before = value.slice(0, imaging.at);
                const after = value.slice(imaging.at);
                const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
                const trail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
                const end = before.length + lead.length + markdown.length;
                return { text: before + lead + markdown + trail + after, start: end, end };
              });
            }}
          />
        )}
        {linking && (
          <LinkDialog
            initialText={field.value.slice(linking.start, linking.end)}
            onClose={() => setLinking(undefined)}
            onInsert={(text, url) => {
              setLinking(undefined);
              format((value) => {
                const link = `[${text}](${url})`;
                const end = linking.start + link.length;
                return { text: value.slice(0, linking.start) + link + value.slice(linking.end), start: end, end };
              });
            }}
          />
        )}
        <FormikTextField
          name={name}
          label={label}
          required
          fullWidth
          multiline
          minRows={18}
          disabled={disabled}
          inputRef={input}
          onDragOver={(event) => {
            // Without this a file dropped on the field would open in the tab in place of the editor.
            if (event.dataTransfer.types.includes('Files')) event.preventDefault();
          }}
          onDrop={onDrop}
          onPaste={onPaste}
          helperText="Markdown: ## Heading, **bold**, *italics*, - list item, > quote, [link text](https://…), ![alt text](/uploads/…) (Image button, or drop or paste a picture). Leave a blank line between paragraphs."
          sx={{
            '& textarea': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.95rem', lineHeight: 1.6 },
          }}
        />
      </Box>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby={previewHeading}
        sx={{ p: { xs: 2, md: 3 }, mt: { md: 6 }, maxHeight: { md: 760 }, overflowY: 'auto', bgcolor: 'background.default' }}
      >
        <Typography id={previewHeading} variant="overline" component="h3" sx={{ color: 'text.secondary', display: 'block', mb: 1 }}>
          Preview
        </Typography>
        {preview.trim() ? (
          <StoryMarkdown content={preview} openLinksInNewTab />
        ) : (
          <Typography color="text.secondary">The story appears here as visitors will read it.</Typography>
        )}
      </Paper>
    </Box>
  );
}
