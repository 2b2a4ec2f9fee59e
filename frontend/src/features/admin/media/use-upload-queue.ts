import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isVideoFile, mediaFileProblem } from './media-file-rules';

export type UploadStatus = 'pending' | 'uploading' | 'completed' | 'failed';

export interface QueueItem {
  id: string;
  file: File;
  kind: 'image' | 'video';
  /** Object URL for the row's preview; null where the browser cannot make one. */
  previewUrl: string | null;
  status: UploadStatus;
  progress: number;
  error?: string;
}

export interface Rejection {
  file: File;
  reason: string;
}

/** Sends one file and reports progress in percent; resolves when the server has stored it. */
export type Uploader = (file: File, onProgress: (percent: number) => void) => Promise<unknown>;

export interface UploadQueueCallbacks {
  onUploaded?: (file: File) => void;
  onFailed?: (file: File, error: unknown) => void;
  /** After an "Upload All" run that uploaded at least one file. */
  onFinished?: () => void;
}

type Action =
  | { type: 'add'; items: QueueItem[] }
  | { type: 'remove'; id: string }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'done'; id: string }
  | { type: 'fail'; id: string; error: string }
  | { type: 'clearFinished' }
  | { type: 'run'; running: boolean };

interface State {
  items: QueueItem[];
  running: boolean;
}

function patch(items: QueueItem[], id: string, change: Partial<QueueItem>): QueueItem[] {
  return items.map((item) => (item.id === id ? { ...item, ...change } : item));
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'add':
      return { ...state, items: [...state.items, ...action.items] };
    case 'remove':
      // docs/product.md §4: only pending items can be removed.
      return { ...state, items: state.items.filter((item) => item.id !== action.id || item.status !== 'pending') };
    case 'run':
      return { ...state, running: action.running };
    case 'start':
      return { ...state, items: patch(state.items, action.id, { status: 'uploading', progress: 0, error: undefined }) };
    case 'progress':
      return { ...state, items: patch(state.items, action.id, { progress: action.progress }) };
    case 'done':
      return { ...state, items: patch(state.items, action.id, { status: 'completed', progress: 100 }) };
    case 'fail':
      return { ...state, items: patch(state.items, action.id, { status: 'failed', error: action.error }) };
    case 'clearFinished':
      return { ...state, items: state.items.filter((item) => item.status === 'pending' || item.status === 'uploading') };
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Upload failed';
}

let nextId = 0;

function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function revoke(item: QueueItem) {
  if (item.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(item.previewUrl);
}

/**
 * The upload queue of docs/product.md §4: pending → uploading (0–100) → completed or failed; only pending items can
 * be removed; "Upload All" sends every pending file one after the other and is off while nothing is pending or a
 * run is going.
 */
export function useUploadQueue(uploader: Uploader, callbacks: UploadQueueCallbacks = {}) {
  const [state, dispatch] = useReducer(reducer, { items: [], running: false });
  const itemsRef = useRef(state.items);
  const runningRef = useRef(false);
  const callbacksRef = useRef(callbacks);

  useEffect(() => {
    itemsRef.current = state.items;
    callbacksRef.current = callbacks;
  });

  // Object URLs live as long as the queue screen.
  useEffect(() => () => itemsRef.current.forEach(revoke), []);

  const addFiles = useCallback((files: Iterable<File>): Rejection[] => {
    const rejected: Rejection[] = [];
    const accepted: QueueItem[] = [];
    for (const file of files) {
      const problem = mediaFileProblem(file);
      if (problem) {
        rejected.push({ file, reason: problem });
        continue;
      }
      accepted.push({
        id: `upload-${(nextId += 1)}`,
        file,
        kind: isVideoFile(file) ? 'video' : 'image',
        previewUrl: previewOf(file),
        status: 'pending',
        progress: 0,
      });
    }
    if (accepted.length) dispatch({ type: 'add', items: accepted });
    return rejected;
  }, []);

  const remove = useCallback((id: string) => {
    const item = itemsRef.current.find((candidate) => candidate.id === id);
    if (!item || item.status !== 'pending') return;
    revoke(item);
    dispatch({ type: 'remove', id });
  }, []);

  const clearFinished = useCallback(() => {
    itemsRef.current.filter((item) => item.status === 'completed' || item.status === 'failed').forEach(revoke);
    dispatch({ type: 'clearFinished' });
  }, []);

  const uploadAll = useCallback(async () => {
    if (runningRef.current) return;
    const pending = itemsRef.current.filter((item) => item.status === 'pending');
    if (pending.length === 0) return;
    runningRef.current = true;
    dispatch({ type: 'run', running: true });
    let uploaded = 0;
    try {
      for (const item of pending) {
        dispatch({ type: 'start', id: item.id });
        try {
          await uploader(item.file, (progress) => dispatch({ type: 'progress', id: item.id, progress }));
          dispatch({ type: 'done', id: item.id });
          uploaded += 1;
          callbacksRef.current.onUploaded?.(item.file);
        } catch (error) {
          dispatch({ type: 'fail', id: item.id, error: errorText(error) });
          callbacksRef.current.onFailed?.(item.file, error);
        }
      }
    } finally {
      runningRef.current = false;
      dispatch({ type: 'run', running: false });
      if (uploaded > 0) callbacksRef.current.onFinished?.();
    }
  }, [uploader]);

  const uploading = state.running || state.items.some((item) => item.status === 'uploading');
  const hasPending = state.items.some((item) => item.status === 'pending');
  return {
    items: state.items,
    uploading,
    canUploadAll: hasPending && !uploading,
    hasFinished: state.items.some((item) => item.status === 'completed' || item.status === 'failed'),
    addFiles,
    remove,
    clearFinished,
    uploadAll,
  };
}
