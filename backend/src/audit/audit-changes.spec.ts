import { changedFields, createdFields, recordLabel, SHORT_VALUE_LENGTH } from './audit-changes';

describe('the fields an audit entry shows', () => {
  it('lists each changed field with its old and new value, dates as ISO text, empty values as null', () => {
    const before = { title: 'Old', published: false, note: null, startsAt: new Date('2026-10-01T18:00:00Z'), same: 'x' };
    const after = { title: 'New', published: true, note: 'Sold out', startsAt: new Date('2026-10-02T18:00:00Z'), same: 'x' };
    expect(changedFields(Object.keys(after), before, after)).toEqual([
      { field: 'title', from: 'Old', to: 'New' },
      { field: 'published', from: 'false', to: 'true' },
      { field: 'note', from: null, to: 'Sold out' },
      { field: 'startsAt', from: '2026-10-01T18:00:00.000Z', to: '2026-10-02T18:00:00.000Z' },
    ]);
  });

  it('names a long text without its values, on either side', () => {
    const long = 'x'.repeat(SHORT_VALUE_LENGTH + 1);
    expect(changedFields(['content'], { content: 'short' }, { content: long })).toEqual([{ field: 'content' }]);
    expect(changedFields(['content'], { content: long }, { content: 'short' })).toEqual([{ field: 'content' }]);
  });

  it.each(['passwordHash', 'password', 'tokenVersion', 'totpSecret', 'totpPendingSecret', 'totpRecoveryCodes', 'apiToken'])(
    'names %s without ever showing its value',
    (field) => {
      expect(changedFields([field], { [field]: 'old-secret' }, { [field]: 'new-secret' })).toEqual([{ field }]);
      expect(createdFields([field], { [field]: 'new-secret' })).toEqual([{ field }]);
    },
  );

  it('leaves out the bookkeeping columns and, on create, the empty fields', () => {
    const row = { id: 3, createdAt: new Date(), updatedAt: new Date(), title: 'Hayride', note: null, image: '' };
    expect(createdFields(Object.keys(row), row)).toEqual([{ field: 'title', to: 'Hayride' }]);
  });

  it('calls a record by its first naming field', () => {
    expect(recordLabel({ id: 1, slug: 'the-bride', title: 'The Bride' })).toBe('The Bride');
    expect(recordLabel({ id: 1, date: '2026-10-31' })).toBe('2026-10-31');
    expect(recordLabel({ id: 1 })).toBeNull();
  });

  it('names an applicant by first and last name, a FAQ entry by its question, a session by its place, a region by its slug', () => {
    expect(recordLabel({ id: 3, firstName: 'Ichabod', lastName: 'Crane', email: 'i@example.com', region: 'new-york' })).toBe(
      'Ichabod Crane',
    );
    expect(recordLabel({ id: 4, group: 'visit', question: 'Can I bring a stroller?', answer: 'No.' })).toBe('Can I bring a stroller?');
    expect(recordLabel({ id: 5, place: 'Main gate', startsAt: new Date('2026-09-12T14:00:00Z'), region: 'florida' })).toBe('Main gate');
    expect(recordLabel({ region: 'florida', status: 'coming-soon', heroTitle: '' })).toBe('florida');
    expect(recordLabel({ id: 6, title: '   ' })).toBeNull();
  });
});
