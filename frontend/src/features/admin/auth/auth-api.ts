import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { baseApi } from '../../../api/base-api';
import type { LoginDto, LoginResponseDto, MessageResponseDto, VerifyResponseDto } from '../../../api/schema';
import { serverMessage } from '../../../lib/api-error';

export type LoginRequest = LoginDto;

export type LoginResponse = LoginResponseDto;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/admin/login', method: 'POST', body }),
    }),
    /** The argument is the stored token, so a new login never reuses an old verdict. */
    adminVerify: build.query<VerifyResponseDto, string>({
      query: () => '/admin/verify',
      keepUnusedDataFor: 0,
    }),
    adminLogout: build.mutation<MessageResponseDto, void>({
      query: () => ({ url: '/admin/logout', method: 'POST' }),
    }),
  }),
});

export const { useAdminLoginMutation, useAdminVerifyQuery, useAdminLogoutMutation } = authApi;

/** SPEC.md section 8: the server's message, 'Invalid credentials' when it sent none, and a network or parse failure apart. */
export function loginErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error || !('status' in error) || typeof error.status !== 'number') return 'Login failed. Please try again.';
  return serverMessage(error) ?? 'Invalid credentials';
}
