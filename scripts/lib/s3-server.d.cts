/** Types of s3-server.cjs for the TypeScript test suites (the backend's compiles without allowJs). */
export interface RunningS3Server {
  endpoint: string;
  bucket: string;
  directory: string;
  /** MEDIA_STORAGE=s3 and the S3_* settings of this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}
export function startS3Server(options: { bucket: string }): Promise<RunningS3Server>;
