import { contactMail } from './contact-mail';
import type { ContactSubmission } from './entities/contact-submission.entity';

const createdAt = new Date('2025-09-01T20:00:00.000Z');

/** A stored contact message: Wanda's from Florida's English pages, or as `overrides` say. */
const submission = (overrides: Partial<ContactSubmission> = {}): ContactSubmission => ({
  id: 1,
  name: 'Wanda Hollow',
  email: 'wanda@example.com',
  message: 'Do you host school groups?',
  type: 'groups',
  region: 'florida',
  language: 'en',
  read: false,
  createdAt,
  ...overrides,
});

describe('the contact mail', () => {
  it('a contact mail carries the message, the sender and a reply-to the visitor', () => {
    const sut = contactMail(submission(), 'Florida');
    expect(sut.subject).toBe('New contact message from Wanda Hollow (Florida)');
    expect(sut.replyTo).toBe('wanda@example.com');
    expect(sut.text).toContain('Do you host school groups?');
    expect(sut.text).toContain('Type: groups');
    expect(sut.text).not.toContain('Language:');
  });

  it('names the language of a visitor who wrote from the Spanish pages, so the answer is in it', () => {
    const sut = contactMail(
      submission({ id: 2, name: 'Lucía Reyes', email: 'lucia@example.com', message: '¿Hay descuentos para escuelas?', language: 'es' }),
      'Florida',
    );
    expect(sut.text).toContain('Region: Florida\nLanguage: Spanish\n');
  });

  it('keeps the subject on one line whatever the visitor typed', () => {
    const sut = contactMail(
      submission({ name: 'Evil\r\nBcc: everyone@example.com', email: 'e@example.com', message: 'x'.repeat(10), region: 'new-york' }),
      'New York',
    );
    expect(sut.subject).not.toMatch(/[\r\n]/);
  });
});
