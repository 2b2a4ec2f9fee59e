import { addListener, isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useApiDispatch, type ApiState } from '../../../api/api-dispatch';
import { api } from '../../../api/enhanced-api';
import type { staffApi } from '../../../api/staff-api';
import { useToast, type ToastOptions } from '../../../components/toast/toast-context';
import { errorMessage, serverMessage } from '../../../lib/api-error';

type EndpointName = keyof typeof api.endpoints | keyof typeof staffApi.endpoints;

/** The reads that fill a back-office screen, and what its failure toast and LoadFailure say could not be loaded. */
export const SCREEN_LOADS: Partial<Record<EndpointName, string>> = {
  attractionsList: 'the attractions',
  blogList: 'the stories',
  blogRevisions: 'the revisions',
  calendarRead: 'the calendar',
  contactList: 'the messages',
  discountList: 'the discount codes',
  emailTemplatesList: 'the e-mail templates',
  employmentFindOne: 'the application',
  employmentList: 'the applications',
  mediaList: 'the media library',
  settingsGet: 'the settings',
  staffList: 'the staff',
  staffRoles: 'what each role may do',
  testimonialsList: 'the testimonials',
  videoBackgroundsList: 'the video backgrounds',
};

/** What a screen's read loads ('the attractions'), from its endpoint's name; undefined for a read that fills no screen. */
export function screenLoad(endpointName: string): string | undefined {
  return SCREEN_LOADS[endpointName as EndpointName];
}

interface QueryRejection {
  payload: FetchBaseQueryError;
  meta: { arg: { type: string; endpointName: string; queryCacheKey: string } };
}

/**
 * A screen's read the server answered with an error, leaving the screen without data. A 401 is left to the session
 * (it ends it and says so); a failed refresh of data already shown (the sidebar's counts, polled) keeps what it shows.
 */
export function isScreenLoadFailure(action: UnknownAction, state: unknown): action is UnknownAction & QueryRejection {
  if (!isRejectedWithValue(action)) return false;
  const { arg } = action.meta as Partial<QueryRejection['meta']>;
  const payload = action.payload as FetchBaseQueryError | undefined;
  if (arg?.type !== 'query' || !(arg.endpointName in SCREEN_LOADS) || payload?.status === 401) return false;
  return (state as ApiState)[api.reducerPath].queries[arg.queryCacheKey]?.data === undefined;
}

/** The listener: a destructive toast with the server's message when a screen's data cannot be loaded. */
export function loadFailureToasts(toast: (options: ToastOptions) => void) {
  return addListener({
    predicate: isScreenLoadFailure,
    effect: (action) => {
      const what = screenLoad(action.meta.arg.endpointName);
      toast({
        title: `Could not load ${what}`,
        description: serverMessage(action.payload) ?? errorMessage(action.payload),
        variant: 'destructive',
      });
    },
  });
}

/**
 * Rendered by the back-office shell: the listener lives while the admin is on screen, so a public page's failed read
 * never raises an admin toast. It calls the toast of the provider it is rendered in.
 */
export function LoadFailureToasts(): null {
  const dispatch = useApiDispatch();
  const toast = useToast();
  useEffect(() => dispatch(loadFailureToasts(toast)), [dispatch, toast]);
  return null;
}
