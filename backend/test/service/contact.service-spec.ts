import { ContactModule } from '../../src/contact/contact.module';
import { ContactService } from '../../src/contact/contact.service';
import type { ContactSubmissionQueryDto } from '../../src/contact/dto/contact-submission-query.dto';
import type { CreateContactDto } from '../../src/contact/dto/create-contact.dto';
import { ContactSubmission } from '../../src/contact/entities/contact-submission.entity';
import { contactBody } from '../support/factories';
import { asRequest, serviceSession } from '../support/service-module';

const notFound = { status: 404, message: 'Contact message not found' };

describe('contact messages (ContactService)', () => {
  const s = serviceSession({ imports: [ContactModule] });
  const contact = () => s.get(ContactService);
  const countRows = () => s.dataSource.getRepository(ContactSubmission).count();
  let visitorCounter = 0;
  /** An address no other test has used, so that no earlier message counts against its limit. */
  const newVisitor = () => `198.51.100.${++visitorCounter}`;
  const submit = (overrides: Record<string, unknown> = {}, ip = newVisitor()) =>
    contact().submit(contactBody(overrides) as CreateContactDto, ip);
  const list = async (query: Partial<ContactSubmissionQueryDto> = {}) => contact().list(query as ContactSubmissionQueryDto);
  const idsOf = (page: { items: { id: number }[] }) => page.items.map((message) => message.id);

  describe('a visitor sends a message', () => {
    it('is stored and returned, its type general unless given', async () => {
      const before = await countRows();
      expect(await submit()).toEqual({
        id: expect.any(Number),
        ...contactBody(),
        type: 'general',
        read: false,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      expect(await submit({ type: 'groups', region: 'florida' })).toMatchObject({ type: 'groups', region: 'florida' });
      expect(await countRows()).toBe(before + 2);
    });

    it('at most 5 in 10 minutes from one address, saying when to come back, without storing the refused one', async () => {
      const ip = newVisitor();
      for (let i = 0; i < 5; i++) await submit({}, ip);
      const before = await countRows();
      const refused = await submit({}, ip).catch((error: unknown) => error);
      expect(refused).toMatchObject({
        status: 429,
        response: { code: 'RATE_LIMITED', message: 'Too many messages from your address. Please try again later.' },
      });
      const { retryAfterSeconds } = refused as { retryAfterSeconds: number };
      expect(retryAfterSeconds).toBeGreaterThan(500);
      expect(retryAfterSeconds).toBeLessThanOrEqual(600);
      expect(await countRows()).toBe(before);
      // Another visitor is not affected.
      await submit();
    });

    it('lets exactly 5 of 50 simultaneous messages from a new address through', async () => {
      const ip = newVisitor();
      const before = await countRows();
      const results = await Promise.allSettled(Array.from({ length: 50 }, () => asRequest(() => submit({}, ip))));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
      const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(refusals).toHaveLength(45);
      for (const refusal of refusals) expect(refusal).toMatchObject({ status: 429 });
      expect(await countRows()).toBe(before + 5);
    });
  });

  describe('the inbox', () => {
    let ids: number[];

    beforeAll(async () => {
      await s.dataSource.getRepository(ContactSubmission).clear();
      ids = [];
      for (let i = 0; i < 4; i++) ids.push((await submit({ name: `Visitor ${i}`, email: `visitor${i}@example.com` })).id);
    });

    it('lists messages newest first in the page envelope, and pages with limit and offset', async () => {
      const all = await list();
      expect(all).toMatchObject({ total: 4, limit: 20, offset: 0 });
      expect(idsOf(all)).toEqual([...ids].reverse());
      expect(Object.keys(all.items[0]).sort()).toEqual([
        'createdAt',
        'email',
        'id',
        'language',
        'message',
        'name',
        'read',
        'region',
        'type',
      ]);
      const page = await list({ limit: 2, offset: 2 });
      expect(page).toMatchObject({ total: 4, limit: 2, offset: 2 });
      expect(idsOf(page)).toEqual([ids[1], ids[0]]);
    });

    it('marks a message read and unread, and filters by it', async () => {
      expect(await contact().setRead(ids[1], true)).toMatchObject({ id: ids[1], read: true });
      // Setting the same value again is not an error.
      await contact().setRead(ids[1], true);
      expect(idsOf(await list({ read: true }))).toEqual([ids[1]]);
      const unread = await list({ read: false });
      expect(unread.total).toBe(3);
      expect(idsOf(unread)).not.toContain(ids[1]);
      expect((await contact().setRead(ids[1], false)).read).toBe(false);
    });

    it('deletes a message; an unknown one is 404 to change or delete', async () => {
      const victim = ids[3];
      await contact().remove(victim);
      expect(idsOf(await list())).not.toContain(victim);
      await expect(contact().remove(victim)).rejects.toMatchObject(notFound);
      await expect(contact().setRead(999_999, true)).rejects.toMatchObject(notFound);
    });
  });

  describe('searching the inbox', () => {
    let messages: Record<string, { id: number }>;

    beforeAll(async () => {
      await s.dataSource.getRepository(ContactSubmission).clear();
      messages = {
        groups: await submit({ name: 'Wanda Hollow', email: 'wanda@example.com', message: 'Do you host school groups?' }),
        discount: await submit({ name: 'Pat Moon', email: 'pat@example.org', message: 'Is there a 100% refund if it rains?' }),
        parking: await submit({ name: 'Sam Reed', email: 'sam_reed@example.net', message: 'Where do we park?' }),
      };
    });

    const search = async (term: string) => idsOf(await list({ search: term })).sort((a, b) => a - b);
    const found = (...keys: string[]) => keys.map((key) => messages[key].id).sort((a, b) => a - b);

    it('finds messages by name, e-mail or message, case-insensitive', async () => {
      expect(await search('hollow')).toEqual(found('groups'));
      expect(await search('EXAMPLE.ORG')).toEqual(found('discount'));
      expect(await search('park')).toEqual(found('parking'));
      expect(await search('example')).toEqual(found('groups', 'discount', 'parking'));
      expect(await search('nothing like it')).toEqual([]);
    });

    it('takes % and _ literally, and combines with the read filter', async () => {
      expect(await search('%')).toEqual(found('discount'));
      expect(await search('_')).toEqual(found('parking'));
      expect((await list({ search: '%', read: false })).total).toBe(1);
    });
  });
});
