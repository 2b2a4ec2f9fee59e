import Dialog from '@mui/material/Dialog';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { LanguageProvider } from '../../i18n/text';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function DialogThatToasts() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open dialog</button>
      <button onClick={() => toast({ title: 'Outside', description: 'Raised with no dialog open' })}>Toast outside</button>
      <Dialog open={open} aria-label="Edit">
        <button onClick={() => toast({ title: '✓ Imagen subida', variant: 'default' })}>Upload</button>
      </Dialog>
    </>
  );
}

function TwoToasts() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'Question updated' })}>First</button>
      {/* As a form raises it: once the save has come back, outside the click's own event. */}
      <button onClick={() => void Promise.resolve().then(() => toast({ title: 'Ticketing site saved' }))}>Second</button>
    </>
  );
}

/** `ui` inside the toast provider, in English. */
const renderWithToasts = (ui: ReactElement) =>
  render(
    <LanguageProvider language="en">
      <ToastProvider>{ui}</ToastProvider>
    </LanguageProvider>,
  );

const hiddenAncestor = (element: HTMLElement) => element.closest('[aria-hidden="true"]');

describe('ToastProvider', () => {
  it('shows one toast at a time, the newest', async () => {
    renderWithToasts(<DialogThatToasts />);
    act(() => screen.getByText('Toast outside').click());
    expect(await screen.findByText('Outside')).toBeInTheDocument();
    act(() => screen.getByText('Open dialog').click());
    act(() => screen.getByText('Upload').click());
    expect(await screen.findByText('✓ Imagen subida')).toBeInTheDocument();
    expect(screen.queryByText('Outside')).not.toBeInTheDocument();
  });

  it('announces a toast raised from inside an open dialog (not hidden from assistive technology)', async () => {
    renderWithToasts(<DialogThatToasts />);
    act(() => screen.getByText('Open dialog').click());
    act(() => screen.getByText('Upload').click());
    const region = screen.getByRole('region', { name: 'Notifications (F8)', hidden: true });
    await waitFor(() => expect(region).toHaveTextContent('✓ Imagen subida'));
    expect(hiddenAncestor(region)).toBeNull();
  });

  it('keeps a new toast open when the one it replaces closes itself at the same moment', async () => {
    jest.useFakeTimers();
    try {
      renderWithToasts(<TwoToasts />);
      act(() => screen.getByText('First').click());
      expect(await screen.findByText('Question updated')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(4_000));
      expect(screen.getByText('Question updated')).toBeInTheDocument();
      // The second toast is raised, and the first one's five seconds run out, before React renders the second.
      await act(async () => {
        screen.getByText('Second').click();
        await Promise.resolve();
        jest.advanceTimersByTime(1_000);
      });
      expect(screen.getByText('Ticketing site saved')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
