import { copyText } from '../../lib/clipboard';
import { useToast, type ToastOptions } from './toast-context';

type Message = Pick<ToastOptions, 'title' | 'description'>;

/** Copies text to the clipboard and says how it went: `copied`, or `failed` as an error when the browser refused. */
export function useCopyWithToast(copied: Message, failed: Message): (text: string) => Promise<void> {
  const toast = useToast();
  return async (text) => {
    try {
      await copyText(text);
      toast(copied);
    } catch {
      toast({ ...failed, variant: 'destructive' });
    }
  };
}
