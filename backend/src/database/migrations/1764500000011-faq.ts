import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { bool, createdAt, id, insertRow, int, text, updatedAt, varchar } from './column-helpers';

type Entry = [group: string, question: string, answer: string];

/** What a visitor asks before buying, answered for both regions; staff edit, reorder or hide them in the admin. Kept as shipped: 1764950000001 recognises these answers. */
export const COMMON: Entry[] = [
  [
    'tickets',
    'Do I need to buy tickets in advance?',
    'Yes, please do: nights sell out, and a ticket bought online holds your time slot. Tickets are sold on our ticketing site, linked from every **Buy Tickets** button.',
  ],
  [
    'tickets',
    'Is my ticket for a set time?',
    'Your ticket is for one night and an entry window. Arrive within it; once inside you may stay until closing.',
  ],
  [
    'safety',
    'How scary is it? Can I bring my children?',
    'Every attraction shows its **intensity** (1, family friendly, to 5, extreme) and its **minimum age** on the attractions page, where you can filter by age. Children under the age an attraction states come with an adult.',
  ],
  [
    'safety',
    'Will the actors touch me?',
    'In the attractions marked *Actors may touch*, they may brush past or tap you, never more. Everywhere else they keep their hands to themselves. Say "safe word: lights" to any actor and they step back at once.',
  ],
  [
    'safety',
    'Are there strobe lights or fog?',
    'Some attractions use strobe lights, fog or loud noises: each one lists its content warnings. Filter the attractions page with **No strobe lights** to see those without.',
  ],
  [
    'accessibility',
    'Can a wheelchair get through?',
    'Each attraction says whether it is wheelchair accessible, partly or not, with a note about the route. Filter the attractions page with **Wheelchair accessible**. Companions of guests who need one go in free.',
  ],
  [
    'accessibility',
    'I am sensitive to noise or crowds. What can I do?',
    'Come early on a weeknight, when it is quietest. Ear defenders are free at the entrance, and every attraction has a quiet exit; its sensory notes say what to expect.',
  ],
  [
    'weather-refunds',
    'What happens if it rains?',
    'We open in light rain; dress for it. If we close a night for weather, it shows on the calendar and your ticket moves to another night of your choice or is refunded.',
  ],
  [
    'weather-refunds',
    'Can I get a refund?',
    'Tickets are not refundable, but you may move them to another night up to 24 hours before your time slot. Nights we close are always refunded.',
  ],
  [
    'getting-here',
    'Where do I park?',
    'Parking is on site and free. The contact page has directions, a **Get directions** link for your phone and the parking details.',
  ],
  [
    'groups',
    'Do you have group rates?',
    'Groups of 15 or more get a group rate and a reserved entry time. Send a request with the **Group Bookings** form and we answer within two days.',
  ],
];

export class Faq1764500000011 implements MigrationInterface {
  name = 'Faq1764500000011';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'faq_entries',
        columns: [
          id(),
          varchar('region', 20),
          bool('active', true),
          varchar('group', 30),
          varchar('question', 300),
          text('answer'),
          int('sortOrder', { default: 0 }),
          createdAt(qr),
          updatedAt(qr),
        ],
      }),
    );
    await qr.createIndex('faq_entries', new TableIndex({ name: 'IDX_faq_entries_region_active', columnNames: ['region', 'active'] }));
    const rows = ['new-york', 'florida'].flatMap((region) =>
      COMMON.map(([group, question, answer], index) => ({ region, group, question, answer, sortOrder: (index + 1) * 10 })),
    );
    for (const row of rows) await insertRow(qr, 'faq_entries', row);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('faq_entries');
  }
}
