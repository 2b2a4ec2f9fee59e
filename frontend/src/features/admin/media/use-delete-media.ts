import { useCallback } from 'react';
import { useConfirm } from '../shared/confirm-context';
import { useApiToasts } from '../shared/use-api-toasts';
import { useMediaRemoveMutation, type MediaItemResponseDto as MediaItem } from '../../../api/staff-api';

/**
 * Deletes a file after the admin confirms, from a tile or from the details panel. The server refuses a file a story,
 * attraction or video background still uses (409), and its message names what: that is the toast's text.
 * Resolves true once the file is gone.
 */
export function useDeleteMedia(): (item: MediaItem) => Promise<boolean> {
  const [remove] = useMediaRemoveMutation();
  const confirm = useConfirm();
  const { success, failure } = useApiToasts();
  return useCallback(
    async (item: MediaItem) => {
      const ok = await confirm({
        title: 'Delete file',
        message: `Are you sure you want to delete ${item.originalName}? This cannot be undone.`,
      });
      if (!ok) return false;
      const result = await remove(item.id);
      if (result.error) {
        failure('Delete failed', result.error, `Failed to delete ${item.originalName}.`);
        return false;
      }
      success('File deleted', `${item.originalName} has been removed from your media library.`);
      return true;
    },
    [confirm, remove, success, failure],
  );
}
