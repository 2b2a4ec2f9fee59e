import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test/render';
import { UploadScreen } from './upload-screen';
import type { Uploader } from './use-upload-queue';

/** An uploader the test drives: each call waits until the test reports progress and settles it. */
function controlledUploader() {
  const uploads: { file: File; progress: (percent: number) => void; resolve: () => void; reject: (error: Error) => void }[] = [];
  const uploader: Uploader = (file, onProgress) =>
    new Promise((resolve, reject) => {
      uploads.push({ file, progress: onProgress, resolve: () => resolve({ id: 1 }), reject });
    });
  return { uploader: jest.fn(uploader), uploads };
}

function file(name: string, type: string, size = 1024) {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function drop(files: File[]) {
  fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files, types: ['Files'] } });
}

function rows() {
  return screen.queryAllByTestId('upload-row');
}

function rowOf(name: string) {
  const row = rows().find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no queue row for ${name}`);
  return row;
}

function renderScreen(uploader: Uploader) {
  const onBack = jest.fn();
  renderAdmin(<UploadScreen onBack={onBack} uploader={uploader} />, { route: '/admin/media' });
  return { onBack };
}

const uploadAll = () => screen.getByRole('button', { name: 'Upload All' });

describe('UploadScreen queue', () => {
  it('shows the drop zone text and the Back to Media button', async () => {
    const { onBack } = renderScreen(controlledUploader().uploader);
    expect(screen.getByText('Supports images (PNG, JPG, WebP) and videos (MP4, WebM) up to 100MB')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Back to Media/ }));
    expect(onBack).toHaveBeenCalled();
  });

  it('queues accepted files as pending at 0% and does not queue unsupported or oversized ones', async () => {
    renderScreen(controlledUploader().uploader);
    drop([
      file('bat.png', 'image/png'),
      file('clip.MOV', 'video/quicktime'),
      file('notes.pdf', 'application/pdf'),
      file('page.svg', 'image/svg+xml'),
      file('huge.mp4', 'video/mp4', 100 * 1024 * 1024 + 1),
    ]);
    expect(rows().map((row) => row.getAttribute('data-status'))).toEqual(['pending', 'pending']);
    expect(within(rowOf('bat.png')).getByText('0%')).toBeInTheDocument();
    expect(within(rowOf('bat.png')).getByText('1 KB')).toBeInTheDocument();
    expect(await screen.findByText('3 files not added')).toBeInTheDocument();
    expect(screen.getByText(/notes\.pdf is not a supported file type/)).toHaveTextContent('huge.mp4 is larger than 100MB');
    expect(screen.getByText('Upload Queue (2)')).toBeInTheDocument();
  });

  it('accepts a file of exactly 100MB', () => {
    renderScreen(controlledUploader().uploader);
    drop([file('edge.webm', 'video/webm', 100 * 1024 * 1024)]);
    expect(rows()).toHaveLength(1);
  });

  it('removes a pending file from the queue', async () => {
    renderScreen(controlledUploader().uploader);
    drop([file('a.jpg', 'image/jpeg'), file('b.gif', 'image/gif')]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove a.jpg' }));
    expect(rows()).toHaveLength(1);
    expect(screen.queryByText('a.jpg')).not.toBeInTheDocument();
  });

  it('uploads every pending file in turn with real progress, Completed/Failed and a toast per file', async () => {
    const { uploader, uploads } = controlledUploader();
    renderScreen(uploader);
    drop([file('ghost.png', 'image/png'), file('scream.mp4', 'video/mp4')]);
    expect(uploadAll()).toBeEnabled();

    await userEvent.setup().click(uploadAll());
    expect(uploads).toHaveLength(1);
    expect(rowOf('ghost.png')).toHaveAttribute('data-status', 'uploading');
    expect(uploadAll()).toBeDisabled();
    expect(within(rowOf('ghost.png')).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    // The second file is still pending, but nothing can be started while a run is going.
    expect(within(rowOf('scream.mp4')).getByRole('button', { name: 'Remove scream.mp4' })).toBeInTheDocument();

    act(() => uploads[0].progress(37));
    expect(within(rowOf('ghost.png')).getByText('37%')).toBeInTheDocument();
    expect(within(rowOf('ghost.png')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37');

    await act(async () => uploads[0].resolve());
    expect(rowOf('ghost.png')).toHaveAttribute('data-status', 'completed');
    expect(within(rowOf('ghost.png')).getByText('Completed')).toBeInTheDocument();
    expect(within(rowOf('ghost.png')).getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('File uploaded successfully!')).toBeInTheDocument();
    expect(screen.getByText('ghost.png has been added to your media library.')).toBeInTheDocument();

    expect(uploads).toHaveLength(2);
    expect(rowOf('scream.mp4')).toHaveAttribute('data-status', 'uploading');
    await act(async () => uploads[1].reject(new Error('File is larger than 100 MB')));
    expect(rowOf('scream.mp4')).toHaveAttribute('data-status', 'failed');
    expect(within(rowOf('scream.mp4')).getByText('Failed')).toBeInTheDocument();
    expect(within(rowOf('scream.mp4')).getByText('File is larger than 100 MB')).toBeInTheDocument();
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload scream.mp4. Please try again.')).toBeInTheDocument();

    // Nothing pending any more: Upload All stays off until new files arrive.
    expect(uploadAll()).toBeDisabled();
    drop([file('late.webp', 'image/webp')]);
    expect(uploadAll()).toBeEnabled();
  });

  it('does not start a second run when Upload All is pressed again during a run', async () => {
    const { uploader, uploads } = controlledUploader();
    renderScreen(uploader);
    drop([file('one.png', 'image/png')]);
    fireEvent.click(uploadAll());
    fireEvent.click(uploadAll());
    expect(uploader).toHaveBeenCalledTimes(1);
    await act(async () => uploads[0].resolve());
  });

  it('clears finished rows on request', async () => {
    const { uploader, uploads } = controlledUploader();
    renderScreen(uploader);
    drop([file('one.png', 'image/png')]);
    const user = userEvent.setup();
    await user.click(uploadAll());
    await act(async () => uploads[0].resolve());
    await user.click(screen.getByRole('button', { name: 'Clear finished' }));
    expect(rows()).toHaveLength(0);
  });
});
