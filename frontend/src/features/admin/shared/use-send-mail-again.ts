import { useMailOutboxRetryMutation } from '../../../api/staff-api';
import { useApiToasts } from './use-api-toasts';

/** Queues a failed e-mail again and says so in a toast: the outbox's and the dashboard's "Send again". */
export function useSendMailAgain(mail: { id: number; subject: string }) {
  const [retry, { isLoading }] = useMailOutboxRetryMutation();
  const { success, failure } = useApiToasts();
  const sendAgain = () =>
    retry(mail.id)
      .unwrap()
      .then(
        () => success('E-mail queued again', mail.subject),
        (error: unknown) => failure('Could not queue the e-mail', error, 'Please try again.'),
      );
  return { sendAgain, sending: isLoading };
}
