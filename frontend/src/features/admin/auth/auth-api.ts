import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { baseApi } from '../../../api/base-api';
import type {
  EnableSecondFactorDto,
  LoginDto,
  LoginResponseDto,
  MessageResponseDto,
  RecoveryCodesResponseDto,
  SecondFactorSetupResponseDto,
  VerifyResponseDto,
} from '../../../api/schema';
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
    adminSecondFactorSetup: build.mutation<SecondFactorSetupResponseDto, void>({
      query: () => ({ url: '/admin/totp/setup', method: 'POST' }),
    }),
    adminSecondFactorEnable: build.mutation<RecoveryCodesResponseDto, EnableSecondFactorDto>({
      query: (body) => ({ url: '/admin/totp/enable', method: 'POST', body }),
    }),
  }),
});

export const {
  useAdminLoginMutation,
  useAdminVerifyQuery,
  useAdminLogoutMutation,
  useAdminSecondFactorSetupMutation,
  useAdminSecondFactorEnableMutation,
} = authApi;

/** The password was right and the account has a second factor: the server wants a code as well. */
export function needsSecondFactor(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return Boolean(
    error &&
    'status' in error &&
    error.status === 401 &&
    (error.data as { secondFactorRequired?: boolean } | undefined)?.secondFactorRequired,
  );
}

/** SPEC.md section 8: the server's message, 'Invalid credentials' when it sent none, and a network or parse failure apart. */
export function loginErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error || !('status' in error) || typeof error.status !== 'number') return 'Login failed. Please try again.';
  return serverMessage(error) ?? 'Invalid credentials';
}
