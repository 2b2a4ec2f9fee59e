import type { RateLimitRule } from '../common/rate-limit/rate-limit.service';

/** Per client IP: room for several applicants on one connection, too few to flood the jobs inbox. */
export const APPLICATION_RATE_LIMIT = {
  limit: 10,
  windowMs: 60 * 60 * 1000,
  message: 'Too many applications from your address. Please try again later.',
} as const satisfies RateLimitRule;
/** During a hiring day, per e-mail address instead of per client address: a whole queue shares the park's Wi-Fi. */
export const HIRING_DAY_EMAIL_RATE_LIMIT = {
  limit: 3,
  windowMs: 24 * 60 * 60 * 1000,
  message: 'Too many applications from this e-mail address today. Please ask a member of staff.',
} as const satisfies RateLimitRule;
export const APPLICATION_LIMITS = { name: 100, address: 200, city: 100, longText: 5000 } as const;
/** How long a note's author may still edit it. */
export const NOTE_EDIT_WINDOW_MS = 15 * 60 * 1000;
export const NOTE_MAX_LENGTH = 5000;
/** A season has fewer operating nights than this. */
export const MAX_AVAILABLE_NIGHTS = 120;
/** How a job posting's pay is counted: per hour, per night worked, per week. */
export const PAY_UNITS = ['hour', 'night', 'week'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];
export const JOB_POSTING_LIMITS = { title: 100, description: 10_000, schedule: 200 } as const;
/** The texts of a job posting staff translate: a Spanish page shows each in Spanish where written. */
export const JOB_POSTING_TRANSLATED_FIELDS = ['title', 'description', 'schedule'] as const;
export type JobPostingTranslatedField = (typeof JOB_POSTING_TRANSLATED_FIELDS)[number];
export const JOB_POSTING_NOT_FOUND = 'Job posting not found';
/** A closed posting (409): the form shows it to the applicant. */
export const JOB_POSTING_CLOSED = 'This job is no longer open for applications. Please choose another one.';
export const JOB_POSTING_NOT_IN_REGION = 'Choose one of the open jobs of the chosen location';
/** Deleting a posting that applications name (409). */
export const JOB_POSTING_HAS_APPLICATIONS = 'Applications name this job posting: close it instead of deleting it';
export const JOB_POSTING_REQUIRED = 'Please choose the job you are applying for';
