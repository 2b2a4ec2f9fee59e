import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The framing check used to keep what it saw in words (an error message, a vendor's header), which let the check
 * map internal services; it now keeps a plain verdict. Earlier texts become the verdict they stood for.
 */
export class TicketingCheckVerdict1764300000000 implements MigrationInterface {
  name = 'TicketingCheckVerdict1764300000000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.query(
      `UPDATE site_settings SET ticketingCheck = CASE
         WHEN ticketingUrl IS NULL THEN NULL
         WHEN ticketingEmbeddable = 1 THEN 'allows-framing'
         WHEN ticketingCheck LIKE 'The ticketing site refuses%' THEN 'refuses-framing'
         ELSE 'unreachable' END`,
    );
  }

  async down(): Promise<void> {
    // The verdicts are valid values for the earlier code too; the words they replaced are gone.
  }
}
